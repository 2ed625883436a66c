import type { FastifyInstance } from "fastify";

import type { Config } from "./config";
import type { Database } from "./db/schema";
import type { EmailGroup } from "./outbox/emails";
import type { JobKind } from "./outbox/job-kinds";
import type { PageServices } from "./pages/load-context";

/** What the app gives every feature when it registers it (app.ts). */
export interface FeatureOptions {
  config: Config;
  /** The app's clock; undefined is the real one (a test may fix it). */
  now?: () => Date;
  /** The pages' clock ("open now"): LISTINGS_CLOCK's, or a test's. */
  pagesNow: () => Date;
  /** How long a failed operator sign-in is slowed (tests: 0). */
  failureDelayMs?: number;
}

/**
 * A feature as the platform sees it: its manifest (`<feature>/feature.ts`). The app walks the list
 * (server/features.ts): the outbox's e-mail registry and job kinds, the events' subscriptions, the
 * routes and the pages' services are all built from it, so the platform names no feature and a
 * feature's new e-mail, job or page service is added in its folder alone.
 *
 * A manifest is light: what it imports is loaded by the submission thread and the command lines
 * too. Its routes and plugins are imported by `register`, when an app is built.
 */
export interface Feature {
  /** Its folder under server/. */
  name: string;
  /** The tables it alone declares and writes (the architecture's appendix checks both). */
  tables: readonly (keyof Database)[];
  /** Its e-mails, each template with its schema and renderer (platform/outbox/emails.ts). */
  emails?: readonly EmailGroup<{ template: string }>[];
  /** The job kinds it runs through the outbox, each with its payload's schema. */
  jobs?: readonly JobKind[];
  /** Subscribes it to other features' events (platform/events.ts), once. */
  subscribe?: () => void;
  /** Registers its plugins and routes on the app, in order. */
  register(app: FastifyInstance, options: FeatureOptions): Promise<void>;
  /** Its part of the pages' services (React Router's load context), read from what it decorated. */
  pageServices?: (app: FastifyInstance, now: () => Date) => Partial<PageServices>;
}
