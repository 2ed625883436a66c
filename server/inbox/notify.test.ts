import type { AddressInfo } from "node:net";

import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEST_DATABASES } from "../../tests/server/databases";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { noticeText } from "./notify";
import { addOperator } from "./operators";

interface Received {
  to: string[];
  data: string;
}

/** A local SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("notification text", () => {
  it("names the kind, reference and urgency, links to the inbox, and nothing more", () => {
    const { subject, text } = noticeText(
      { id: "abc-123", reference: "BK-7K3F9Q", form: "booking", urgency: "urgent" },
      "https://nzdentaldirectory.example/",
    );
    expect(subject).toBe("New booking request BK-7K3F9Q (urgent)");
    expect(text).toBe(
      "New booking request BK-7K3F9Q (urgent) — open the inbox: https://nzdentaldirectory.example/admin/submissions/abc-123\n",
    );
    expect(noticeText({ id: "x", reference: "CT-1", form: "contact", urgency: null }, "http://a").subject).toBe(
      "New contact message CT-1",
    );
  });
});

describe.each(TEST_DATABASES)("operator notifications on $name", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    const database = await kind.open();
    cleanup = database.cleanup;
    await addOperator(database.db, "first@example.test", "a-long-operator-password");
    await addOperator(database.db, "second@example.test", "a-long-operator-password");
    app = await buildApp(
      testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: smtp.port, PUBLIC_ORIGIN: "https://site.example" }),
      { database },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
    await smtp.close();
  });

  it("e-mails every operator a notice without the person's details", async () => {
    app.events.emit("submission-stored", { id: "id-1", reference: "BK-AAAAAA", form: "booking", urgency: "emergency" });
    await until(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to.sort()).toEqual(["first@example.test", "second@example.test"]);
    expect(mail!.data).toContain("Subject: New booking request BK-AAAAAA (emergency)");
    expect(mail!.data).toContain("https://site.example/admin/submissions/id-1");
  });

  it("does not hold up the emitter, and survives a mail server that is gone", async () => {
    const dead = await buildApp(testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: 1 }), {
      database: { db: app.db, dialect: app.dbDialect },
    });
    const started = Date.now();
    dead.events.emit("submission-stored", { id: "id-2", reference: "BK-BBBBBB", form: "booking", urgency: null });
    expect(Date.now() - started).toBeLessThan(50);
    // Closing waits for the failed send, which is logged, not thrown.
    await dead.close();
  });
});

describe("notifications off", () => {
  it("sends nothing and needs nothing when SMTP_HOST is unset", async () => {
    const [kind] = TEST_DATABASES;
    const database = await kind!.open();
    const app = await buildApp(testConfig(), { database });
    expect(app.events.listenerCount("submission-stored")).toBe(0);
    await app.close();
    await database.cleanup();
  });
});
