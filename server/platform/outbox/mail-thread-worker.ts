// Runs in the mail thread (see mail-thread.ts): the pooled SMTP transport, sending each e-mail the
// main thread hands it and answering with its outcome. The thread asks the kernel for a low
// scheduling priority first, so that on a busy machine sending takes only the CPU that requests
// leave over.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

import { createMailer, type MailerSettings, type OutgoingEmail } from "./mailer";
import { PermanentJobError } from "./worker";

export interface MailThreadData {
  settings: MailerSettings;
  /** The thread's nice value (0 to 19; higher yields more). */
  nice: number;
}
export interface SendMessage {
  kind: "send";
  id: number;
  email: OutgoingEmail;
}
export type SendAnswer =
  { id: number; sent: true } | { id: number; sent: false; message: string; permanent: boolean; responseCode?: number };

/**
 * Linux schedules threads as tasks: setpriority on this thread's task id lowers this thread only
 * (the main thread and the submission thread keep theirs). Elsewhere there is no thread id to ask
 * for, and the thread runs at the process's priority.
 */
function lowerThisThreadsPriority(nice: number): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}

const { settings, nice } = workerData as MailThreadData;
const port = parentPort!;
lowerThisThreadsPriority(nice);
const mailer = createMailer(settings);

port.on("message", (message: SendMessage | "close") => {
  if (message === "close") {
    mailer.close();
    port.close();
    return;
  }
  mailer.send(message.email).then(
    () => port.postMessage({ id: message.id, sent: true } satisfies SendAnswer),
    (error: unknown) => {
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      port.postMessage({
        id: message.id,
        sent: false,
        message: error instanceof Error ? error.message : String(error),
        permanent: error instanceof PermanentJobError,
        ...(typeof responseCode === "number" ? { responseCode } : {}),
      } satisfies SendAnswer);
    },
  );
});
