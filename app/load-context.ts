import type { ListingsLoadContext } from "../rules/api/listings";

/** Every loader's `context` is what the Fastify server hands React Router (rules/api/listings.ts). */
declare module "react-router" {
  interface AppLoadContext {
    listings: ListingsLoadContext["listings"];
    now: ListingsLoadContext["now"];
    nonce: ListingsLoadContext["nonce"];
  }
}
