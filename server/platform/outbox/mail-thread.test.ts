import { readdirSync, readFileSync } from "node:fs";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { startSmtp, startStalledSmtp, type TestSmtp, until } from "../../../tests/server/smtp";
import { testConfig } from "../config";
import { createThreadMailer, MAIL_THREAD_NICE } from "./mail-thread";
import type { Mailer, OutgoingEmail } from "./mailer";
import { PermanentJobError } from "./worker";

const email = (to: string, n = 0): OutgoingEmail => ({
  to: [to],
  subject: `Test ${n}`,
  text: "Kia ora",
  html: "<p>Kia ora</p>",
  messageId: `<mail-thread-${n}-${Date.now()}@nzdd.example>`,
});

/** The nice value of each of this process's threads (Linux). */
const threadNices = () =>
  readdirSync("/proc/self/task").map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });

// The transport runs on a thread of its own at a low priority (mail-thread.ts): the e-mails must
// still reach the mail server, refusals must still be told apart, and the rest of the process
// must keep its priority.
describe("the mail thread", () => {
  let smtp: TestSmtp;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createThreadMailer(testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: smtp.port }));
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.mode = "accept";
  });

  it("delivers e-mails to the mail server, sending at the lowest priority while the rest of the process keeps its own", async () => {
    const before = threadNices();
    await Promise.all([1, 2, 3].map((n) => mailer.send(email(`patient${n}@example.nz`, n))));
    expect(smtp.received.map((e) => e.to[0]).sort()).toEqual([
      "patient1@example.nz",
      "patient2@example.nz",
      "patient3@example.nz",
    ]);
    if (process.platform !== "linux") return;
    const after = threadNices();
    // One thread more than before, the mail thread, at nice 19; the thread running this test (this process's main one) unchanged.
    expect(after.filter((nice) => nice === MAIL_THREAD_NICE).length).toBe(
      before.filter((nice) => nice === MAIL_THREAD_NICE).length + 1,
    );
    expect(Number(readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ")[16])).not.toBe(
      MAIL_THREAD_NICE,
    );
  });

  it("fails an e-mail the mail server rejects for good as permanent, and one it refuses for now as worth retrying", async () => {
    smtp.mode = "reject";
    await expect(mailer.send(email("nobody@example.nz", 4))).rejects.toBeInstanceOf(PermanentJobError);
    smtp.mode = "refuse";
    const refused = mailer.send(email("busy@example.nz", 5));
    await expect(refused).rejects.toThrow(/Mailbox busy/);
    await expect(refused).rejects.not.toBeInstanceOf(PermanentJobError);
  });
});

describe("the mail thread closing", () => {
  it("fails the e-mails still under way (their jobs are tried again) instead of leaving them waiting", async () => {
    const stalled = await startStalledSmtp();
    const mailer = createThreadMailer(testConfig({ SMTP_HOST: "127.0.0.1", SMTP_PORT: stalled.port }));
    const underWay = mailer.send(email("waiting@example.nz", 6));
    // Settled either way: a stalled server never answers, so only the close can end it.
    const outcome = underWay.then(
      () => "sent",
      (error: Error) => error.message,
    );
    // Under way: the mail thread has connected to the server that will never answer (at nice 19
    // on a busy machine, its start can take seconds).
    await until(() => stalled.connections.open > 0, 20_000, "the mail thread to connect");
    mailer.close();
    expect(await outcome).not.toBe("sent");
    await stalled.close();
  }, 30_000);
});
