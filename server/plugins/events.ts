import { EventEmitter } from "node:events";

import fp from "fastify-plugin";

import type { FormName } from "../submissions/tables";

/** Emitted after a real (non-spam) submission is committed. Carries no personal details. */
export interface SubmissionStored {
  id: string;
  reference: string;
  form: FormName;
  urgency: string | null;
}

export interface ServerEvents {
  "submission-stored": [SubmissionStored];
}

declare module "fastify" {
  interface FastifyInstance {
    /** In-process events, so side effects (notifications) never sit in a request's path. */
    events: EventEmitter<ServerEvents>;
  }
}

export default fp(async (app) => {
  app.decorate("events", new EventEmitter<ServerEvents>());
});
