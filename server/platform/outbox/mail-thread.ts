import { Worker } from "node:worker_threads";

import type { Config } from "../config";
import { createMailer, type Mailer, mailerSettings, type OutgoingEmail } from "./mailer";
import type { MailThreadData, SendAnswer, SendMessage } from "./mail-thread-worker";
import { PermanentJobError } from "./worker";

/**
 * The mail thread's nice value: the lowest priority there is. Sending an e-mail (nodemailer's MIME
 * building, its streams, the socket writes) costs about 0.7 ms of CPU, more than storing the
 * booking that caused it; on the main thread, a burst of bookings' e-mails took the CPU the
 * bookings' own requests waited for (docs/performance.md). On its own thread at nice 19 the kernel
 * gives sending whatever CPU requests leave: all of it on a quiet server (an e-mail goes at once),
 * little under a burst (the e-mails wait, safely stored, until the burst is over).
 */
export const MAIL_THREAD_NICE = 19;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The Mailer (mailer.ts) with its transport on a thread of its own (mail-thread-worker.ts), started
 * at the first e-mail. A send resolves when the mail server has taken the e-mail and rejects as
 * the transport does (a PermanentJobError for a 5xx refusal). A thread that dies fails the e-mails
 * it held (their jobs are tried again later) and the next e-mail starts a new one. Without SMTP
 * settings there is no thread: e-mails are kept, as createMailer's.
 */
export function createThreadMailer(config: Config, nice = MAIL_THREAD_NICE): Mailer {
  if (!config.SMTP_HOST) return createMailer(mailerSettings(config));
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function spawn(): Worker {
    const w = new Worker(new URL("./mail-thread-worker.mjs", import.meta.url), {
      workerData: { settings: mailerSettings(config), nice } satisfies MailThreadData,
    });
    w.on("message", (answer: SendAnswer) => {
      const sender = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (!sender) return;
      if (answer.sent) return sender.resolve();
      const error = answer.permanent ? new PermanentJobError(answer.message) : new Error(answer.message);
      sender.reject(
        Object.assign(error, answer.responseCode === undefined ? {} : { responseCode: answer.responseCode }),
      );
    });
    let failure: unknown;
    w.on("error", (error) => (failure = error));
    w.on("exit", () => {
      if (worker === w) worker = null;
      const stopped = new Error("the mail thread stopped", { cause: failure });
      for (const sender of waiting.values()) sender.reject(stopped);
      waiting.clear();
    });
    // Sending is what it is for: while nothing is being sent, it does not keep the server alive.
    w.unref();
    return w;
  }

  return {
    sends: true,
    connections: config.SMTP_CONNECTIONS,
    send(email: OutgoingEmail) {
      return new Promise<void>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker ??= spawn();
        worker.postMessage({ kind: "send", id, email } satisfies SendMessage);
      });
    },
    close() {
      const w = worker;
      worker = null;
      // The transport closes its connections; terminate() stops the thread if that hangs.
      w?.postMessage("close");
      if (w) setTimeout(() => void w.terminate(), 1_000).unref();
    },
  };
}
