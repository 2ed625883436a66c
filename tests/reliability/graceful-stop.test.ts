// Graceful stop (RELIABILITY.md): SIGTERM while posts are arriving. Requests in flight finish,
// nothing answered 2xx is lost, no request gets a 5xx, and the process exits within 10 s.
// Needs `npm run build`.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { connectDatabase, sqliteFileIn } from "../../server/db/connect";
import { startServer } from "../support/server-process";

function body(marker: string) {
  return new URLSearchParams({
    "form-name": "contact",
    name: "Graceful Stop",
    email: "graceful@example.nz",
    subject: "Shutdown",
    category: "general",
    message: `marker ${marker}`,
  }).toString();
}

describe("graceful stop", () => {
  it("finishes what it acknowledged, refuses the rest, and exits within 10 s of SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "nzdd-stop-"));
    const server = await startServer({ DATA_DIR: dataDir });
    const acknowledged: string[] = [];
    const serverErrors: number[] = [];
    let stopping = false;
    let refused = 0;
    let next = 0;

    const workers = Array.from({ length: 8 }, async () => {
      for (;;) {
        const marker = `m${next++}`;
        try {
          const response = await fetch(`${server.url}/`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
            body: body(marker),
          });
          if (response.status >= 500) serverErrors.push(response.status);
          if (response.status === 201) acknowledged.push(marker);
        } catch {
          if (stopping) {
            refused++;
            return; // the server no longer takes connections
          }
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 600));
    stopping = true;
    const sentAt = Date.now();
    const exitCode = await server.stop("SIGTERM");
    const tookMs = Date.now() - sentAt;
    await Promise.all(workers);

    const { db } = connectDatabase({ sqliteFile: sqliteFileIn(dataDir) });
    const rows = await db.selectFrom("submissions").select("fields").execute();
    await db.destroy();
    const stored = new Set(
      rows.map((r) => (JSON.parse(r.fields) as { message: string }).message.replace("marker ", "")),
    );

    console.log(
      `graceful stop: ${acknowledged.length} acknowledged, exit ${exitCode} after ${tookMs} ms, ${refused} refused after`,
    );
    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(serverErrors).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
