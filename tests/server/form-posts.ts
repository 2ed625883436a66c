import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { encode, VALID } from "./form-fixtures";

type Fields = Record<string, string | string[]>;

/**
 * Posts `fields` as the form `form`, as our pages' fetch does: url-encoded, asking for the JSON
 * answer; `headers` are added (an Idempotency-Key, an Origin).
 */
export function postForm(app: FastifyInstance, form: string, fields: Fields, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/",
    payload: encode(form, fields),
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
  });
}

/**
 * A patient books through the form service and the booking is stored (201): its reference, the
 * patient's status-link token and its id in the inbox.
 */
export async function bookThroughForm(app: FastifyInstance, fields: Fields = VALID.booking!, headers = {}) {
  const response = await postForm(app, "booking", fields, headers);
  expect(response.statusCode).toBe(201);
  const { reference, statusToken } = response.json<{ reference: string; statusToken: string }>();
  const { id } = await app.db
    .selectFrom("submissions")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return { id, reference, statusToken };
}
