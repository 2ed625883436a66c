import type { FastifyReply, FastifyRequest } from "fastify";

import { codePointName, forbiddenControlIn } from "../../../rules/text";

/*
 * One rule at the boundary of every route (issue 48 item 3): no string a client sends — a path
 * parameter, a query value, any value or key of a JSON or url-encoded body — may hold a control
 * character other than a tab or a line break. Refused with 400 before any route's own hook,
 * schema or handler sees it, so none has to remember it, and PostgreSQL (which refuses a NUL in
 * text with an error) never gets one. Each field's own rules (one line, paragraphs) still apply.
 */

const CONTROL_CHARACTER_ERROR = "The request holds a control character, which is not accepted.";

interface Found {
  field: string;
  char: string;
}

/**
 * The first string in `value` holding a forbidden control character, with where it was
 * ("reason", "items.0.name"); keys are checked too. Walked with a stack, not recursion, so a
 * deeply nested JSON body cannot overflow it.
 */
function controlCharacterIn(value: unknown, field = ""): Found | null {
  const stack: { value: unknown; field: string }[] = [{ value, field }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value === "string") {
      const char = forbiddenControlIn(next.value);
      if (char) return { field: next.field, char };
    } else if (next.value !== null && typeof next.value === "object") {
      for (const [key, inner] of Object.entries(next.value)) {
        const name = next.field ? `${next.field}.${key}` : key;
        const char = forbiddenControlIn(key);
        if (char) return { field: name, char };
        stack.push({ value: inner, field: name });
      }
    }
  }
  return null;
}

/** A page's form body, the url-encoded text as it came: every key and value, a repeated key's each. */
function controlCharacterInForm(body: string): Found | null {
  for (const [key, value] of new URLSearchParams(body)) {
    const char = forbiddenControlIn(key) ?? forbiddenControlIn(value);
    if (char) return { field: key, char };
  }
  return null;
}

function refuse(reply: FastifyReply, found: Found) {
  // Never kept by a cache: it may answer a private link's address.
  return reply
    .code(400)
    .header("cache-control", "no-store")
    .send({
      error: CONTROL_CHARACTER_ERROR,
      fields: { [found.field]: `Remove the control character (${codePointName(found.char)}).` },
    });
}

/** onRequest: the path's parameters (the wildcard's is "path") and the query, before any route's own hooks. */
export async function refuseControlsInUrl(request: FastifyRequest, reply: FastifyReply) {
  const params = request.params as Record<string, unknown> | undefined;
  const named = params && "*" in params ? { ...params, "*": undefined, path: params["*"] } : params;
  const found = controlCharacterIn(named) ?? controlCharacterIn(request.query);
  if (found) return refuse(reply, found);
}

/** preValidation: the body (parsed, or a page's form as it came), before the route's schema and handler. */
export async function refuseControlsInBody(request: FastifyRequest, reply: FastifyReply) {
  // The form service answers a browser's post with its page and the fields' errors, as for any other bad input.
  if (request.routeOptions.config.fieldsRefuseControls) return;
  const { body } = request;
  const found = typeof body === "string" ? controlCharacterInForm(body) : controlCharacterIn(body);
  if (found) return refuse(reply, found);
}
