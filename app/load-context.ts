import type { ListingsLoadContext } from "../rules/api/listings";
import type { PracticeAccountLoadContext } from "../rules/api/practice-account";
import type { PracticeRequestLoadContext } from "../rules/api/practice-request";
import type { RequestStatusLoadContext } from "../rules/api/request-status";
import type { ReviewLoadContext } from "../rules/api/reviews";
import type { ReviewsLoadContext } from "../rules/api/reviews";
import type { ReviewsAfterLoadContext } from "../rules/api/reviews-after";
import type { SiteFiguresLoadContext } from "../rules/api/site-figures";
import type { WaitlistLoadContext } from "../rules/api/waitlist";

// What every loader gets as `context`: the Fastify server takes its services from the app in one
// function (server/platform/pages/load-context.ts) and adds a nonce and an error report per rendering
// (server/platform/pages/renderer.ts). The build's prerendering passes none, so pages that are prerendered
// must not read it.
declare module "react-router" {
  interface AppLoadContext
    extends
      ListingsLoadContext,
      PracticeAccountLoadContext,
      PracticeRequestLoadContext,
      RequestStatusLoadContext,
      ReviewLoadContext,
      ReviewsLoadContext,
      ReviewsAfterLoadContext,
      SiteFiguresLoadContext,
      WaitlistLoadContext {
    /**
     * Hands a loader's or render's failure to the server, which answers it through its one error
     * handler (a database that cannot be reached is a 503, anything else a 500 with its request id).
     */
    reportError?: (error: unknown) => void;
  }
}

export {};
