import fp from "fastify-plugin";
import type { ZodType } from "zod";

import { refuseControlsInBody, refuseControlsInUrl } from "./control-characters";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What a request that fails the route's schema is told, with 400 (the error handler sends it). */
    invalidInput?: string;
    /**
     * The route's form definition refuses control characters field by field and answers with the
     * form's own field errors (422, what was typed kept): the body's boundary check leaves it be.
     */
    fieldsRefuseControls?: boolean;
  }
}

/**
 * Route schemas are zod schemas (the same library the forms use), checked by Fastify before the
 * handler: what a schema parses (trimmed, defaults, transforms) replaces the request's part.
 * Before any of it, every route refuses control characters in its path, query and body
 * (control-characters.ts): these hooks are the app's own, so they run before any route's.
 */
export default fp(async (app) => {
  app.addHook("onRequest", refuseControlsInUrl);
  app.addHook("preValidation", refuseControlsInBody);
  app.setValidatorCompiler(({ schema }) => {
    const zod = schema as unknown as ZodType;
    return (data: unknown) => {
      const result = zod.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
});
