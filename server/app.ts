import { randomUUID } from "node:crypto";

import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";

import { FEATURES, JOB_KINDS } from "./features";
import type { Config } from "./platform/config";
import { connectDatabase, type DatabaseHandle, sqliteFileIn } from "./platform/db/connect";
import type { Feature } from "./platform/feature";
import health from "./platform/health";
import { loggedPath, PathRedactingLogController } from "./platform/logged-path";
import outbox from "./platform/outbox/plugin";
import type { PageServices } from "./platform/pages/load-context";
import database from "./platform/plugins/database";
import errorHandler from "./platform/plugins/error-handler";
import securityHeaders from "./platform/plugins/security-headers";
import site from "./platform/plugins/site";
import validation from "./platform/plugins/validation";
import rateLimits from "./platform/rate-limit/plugin";
import { canonicalUrl } from "./platform/route-policies";

/** One intersection of a union's members. */
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;
/** What the features' manifests give the pages, all together. */
type FeaturesPageServices = Intersection<
  (typeof FEATURES)[number] extends infer F
    ? F extends { pageServices: (...args: never[]) => infer S }
      ? S
      : never
    : never
>;

/**
 * The services the pages' loaders and actions read (React Router's load context): each feature's
 * part, from its manifest, and the pages' clock. Checked when compiled: a service the pages read
 * that no feature gives fails the build.
 */
function pageServicesOf(app: FastifyInstance, now: () => Date): PageServices {
  const parts = (FEATURES as readonly Feature[]).map((feature) => feature.pageServices?.(app, now));
  const services: Omit<PageServices, "now"> = Object.assign({}, ...parts) as FeaturesPageServices;
  return { ...services, now };
}

/** Builds the whole server as one Fastify instance; main.ts only starts it, tests inject into it. */
export interface BuildOptions {
  /** A database the caller opened and will close (tests); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Delay per failed operator sign-in (tests shorten it). */
  failureDelayMs?: number;
  /** Where logs go instead of stdout (tests read them to prove no personal data is logged). */
  logStream?: NodeJS.WritableStream;
  /** Rendered pages kept in memory (benchmarks turn it off); DEFAULT_PAGE_CACHE otherwise. */
  pageCache?: { maxBytes: number; maxAgeMs: number };
  /** The job worker's clock, which timed jobs (reminders, escalations) run by; tests control it. */
  now?: () => Date;
  /** "Now" for the pages, when a test moves it (otherwise listingsClock(config)). */
  pagesClock?: () => Date;
  /**
   * Told of every route as it is registered, with the feature that registers it ("platform" for
   * the platform's): a test that sweeps every route cannot miss a new one.
   */
  onRoute?: (route: RouteOptions, feature: string) => void;
}

/** "Now" for the pages: LISTINGS_CLOCK when a test fixes it, otherwise the real clock. */
function listingsClock(config: Pick<Config, "LISTINGS_CLOCK">): () => Date {
  const fixed = config.LISTINGS_CLOCK;
  return fixed ? () => new Date(fixed) : () => new Date();
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Request logs carry method, path and status only: never bodies, which hold health details.
      redact: ["req.headers.cookie", "req.headers.authorization"],
      // The path only, without a status link's token (a key) however it was encoded: see logged-path.ts.
      serializers: {
        req: (request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) => ({
          method: request.method,
          url: loggedPath(request),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new PathRedactingLogController(),
    // A 5xx answer carries its request id for the operator to find in the log: random, so it is
    // unique across restarts and instances (Fastify's own is a per-process counter).
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // A private page's address however written (/Requests/T/, /practice/requests/T/.data) is routed
    // as its canonical one, so the routes that limit and answer privately get it (route-policies.ts).
    rewriteUrl: (request) => canonicalUrl(request.url ?? "/"),
    bodyLimit: 64 * 1024,
    // A slowly sent request holds a socket and its buffered body until it ends: these bound it.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      // Node's own limit for the headers (its default, 60 s), never above the whole request's.
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past those limits: its default, 30 s, would let a slow
      // client stay that much longer.
      connectionsCheckingInterval: Math.ceil(Math.min(5_000, config.REQUEST_TIMEOUT_MS / 4)),
    },
    // While stopping, a request that reaches an open keep-alive connection (the client cannot know
    // we are stopping) is served with Connection: close rather than answered 503: a client that
    // posted a form gets its answer, and new connections are refused by the closed listener.
    return503OnClosing: false,
    // A plugin's start is bounded by Fastify (10 s) in production. Tests start several apps at once
    // on two cores, where the SQLite submission thread alone can take longer to load: their own
    // hook timeout bounds a start there instead.
    ...(config.NODE_ENV === "test" ? { pluginTimeout: 0 } : {}),
  });

  // Features register one after another (below), so the one registering is the routes' owner.
  let registering = "platform";
  const { onRoute } = options;
  if (onRoute) app.addHook("onRoute", (route) => onRoute(route, registering));

  const databaseHandle =
    options.database ??
    connectDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFileIn(config.DATA_DIR) });

  // External plugins, once each, in this order; routes set their own limits (config.rateLimit).
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  // Counted once across instances: in PostgreSQL or Redis when several may run (rate-limit/plugin.ts).
  await app.register(rateLimits, { config, database: databaseHandle });
  await app.register(database, { handle: databaseHandle, closeOnExit: !options.database });
  // E-mails and timed actions, run by this instance's worker: the job kinds the features declare.
  await app.register(outbox, { config, now: options.now, jobKinds: JOB_KINDS });
  await app.register(health);
  // The features, each on those before it (server/features.ts), each by its manifest.
  const pagesClock = options.pagesClock ?? listingsClock(config);
  const featureOptions = { config, now: options.now, pagesNow: pagesClock, failureDelayMs: options.failureDelayMs };
  for (const feature of FEATURES as readonly Feature[]) {
    registering = feature.name;
    await feature.register(app, featureOptions);
  }
  registering = "platform";
  await app.register(site, {
    siteDir: config.SITE_DIR,
    serverBuildDir: config.SERVER_BUILD_DIR,
    services: pageServicesOf(app, pagesClock),
    snapshot: () => app.listingsSnapshot.current(),
    // Both only increase, so their sum moves whenever either does.
    figuresVersion: () => app.responseTimes.version() + app.reviewFigures.version(),
    cache: options.pageCache,
    renderLimit: {
      perMinute: config.PAGE_RENDER_RATE_LIMIT,
      // A test that moves the pages' clock moves this one; LISTINGS_CLOCK (a fixed "now") does not.
      ...(options.pagesClock ? { clock: () => options.pagesClock!().getTime() } : {}),
    },
  });

  return app;
}
