import type { ListingsLoadContext } from "../rules/api/listings";
import type { PracticeRequestLoadContext } from "../rules/api/practice-request";
import type { RequestStatusLoadContext } from "../rules/api/request-status";
import type { SiteFiguresLoadContext } from "../rules/api/site-figures";

// What every loader gets as `context`: the Fastify server takes its services from the app in one
// function (server/pages/load-context.ts) and adds a nonce and an error report per rendering
// (server/pages/renderer.ts). The build's prerendering passes none, so pages that are prerendered
// must not read it.
declare module "react-router" {
  interface AppLoadContext
    extends ListingsLoadContext, PracticeRequestLoadContext, RequestStatusLoadContext, SiteFiguresLoadContext {
    /**
     * Hands a loader's or render's failure to the server, which answers it through its one error
     * handler (a database that cannot be reached is a 503, anything else a 500 with its request id).
     */
    reportError?: (error: unknown) => void;
  }
}

export {};
