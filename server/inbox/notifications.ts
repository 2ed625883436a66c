import type { FastifyInstance } from "fastify";

import type { Config } from "../config";
import type { SubmissionStored } from "../plugins/events";
import { createNotifier, sendInBackground } from "./notify";

/** E-mails operators about each new request: off without SMTP_HOST; never in the request's path. */
export default async function notifications(app: FastifyInstance, { config }: { config: Config }) {
  const notifier = createNotifier(config, app.db);
  if (!notifier) return;
  const pending = new Set<Promise<void>>();
  const listener = (event: SubmissionStored) => {
    const sending = sendInBackground(notifier, event, app.log);
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  };
  app.events.on("submission-stored", listener);
  app.addHook("onClose", async () => {
    app.events.off("submission-stored", listener);
    await Promise.all(pending);
  });
}
