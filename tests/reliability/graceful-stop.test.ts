// Graceful stop (RELIABILITY.md): SIGTERM while posts are arriving. Requests in flight finish,
// nothing answered 2xx is lost, no request gets a 5xx, and the process exits within 10 s.
// Needs `npm run build`.
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";
import { testConfig } from "../../server/platform/config";
import { connectDatabase, sqliteFileIn } from "../../server/platform/db/connect";
import { until } from "../server/smtp";
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

    // Under load: the server is acknowledging posts, and the eight clients go on sending them.
    await until(() => acknowledged.length >= 20, 30_000, "twenty posts acknowledged").catch(async (error: unknown) => {
      stopping = true;
      await server.stop("SIGKILL");
      throw error;
    });
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

  // A request the server is part-way through reading when SIGTERM comes is answered, not cut off:
  // its headers are sent with Expect: 100-continue, and the server's "100 Continue" shows it has
  // them (the request is in flight); then SIGTERM; then its body.
  it("answers a request it was reading when SIGTERM came, then exits", async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "nzdd-stop-")) });
    const content = body("in-flight");
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => {});
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\n" +
        `Expect: 100-continue\r\nContent-Length: ${Buffer.byteLength(content)}\r\n\r\n`,
    );
    await until(() => received.includes("100 Continue"), 10_000, "the server to take the request's headers");
    const exited = server.stop("SIGTERM");
    socket.write(content);
    await closed;
    expect(received).toMatch(/HTTP\/1\.1 201 /);
    expect(await exited).toBe(0);
  }, 30_000);

  // The race above, made certain: a client sends on its open keep-alive connection just as the
  // close begins (it cannot know the server is stopping). The request is served, with
  // Connection: close, instead of answered 503.
  it("serves a request that arrives on an open connection as the close begins, and closes that connection", async () => {
    const app = await buildApp(testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "nzdd-stop-")) }));
    const post = (marker: string) => {
      const content = body(marker);
      return `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: application/json\r\nContent-Length: ${Buffer.byteLength(content)}\r\n\r\n${content}`;
    };
    let received = "";
    const responses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    // The moment between "closing" and the listening socket's close: the second request arrives then.
    app.addHook("preClose", async () => {
      socket.write(post("second"));
      await until(() => responses().length === 2);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on("close", resolve));

    socket.write(post("first"));
    await until(() => responses().length === 1);
    await Promise.all([app.close(), ended]);

    expect(responses()).toEqual([201, 201]);
    const secondResponse = received.slice(received.lastIndexOf("HTTP/1.1 "));
    expect(secondResponse.toLowerCase()).toContain("connection: close");
  });
});
