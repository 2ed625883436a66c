import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyRequest } from "fastify";

import { findForm, type FormName } from "../../forms";
import { type Receipt, SUCCESS_PAGES } from "../../forms/success-pages";
import { requestSentPath } from "../../rules/paths";
import { sameOrigin } from "../platform/plugins/same-origin";
import { invalidFormPage } from "./invalid-form-page";
import { keepPublishedListing } from "./listing-field";

interface FormsOptions {
  /** Posts allowed per client per minute. */
  rateLimit: number;
}

const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/**
 * Where a browser without JavaScript lands once its form is stored: where the app would have taken
 * it, except a booking, whose status page (rendered whole on the server) is its confirmation: it
 * shows the reference and the link, which the prerendered confirmation reads only with a script.
 * An emergency booking still lands on the emergency confirmation: what to do now matters more at
 * that moment than the link, which its e-mail carries.
 */
const plainPostLanding = (form: FormName, receipt: Receipt) =>
  form === "booking" && receipt.statusToken && receipt.urgency !== "emergency"
    ? requestSentPath(receipt.statusToken)
    : SUCCESS_PAGES[form](receipt);

const tokenField = (token: string | null) => (token ? { statusToken: token } : {});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

const STATUS_TEXT: Record<number, string> = {
  400: "The request could not be read.",
  403: "Requests from other sites are not accepted.",
  413: "The request is too large.",
  415: "Send the form as application/x-www-form-urlencoded.",
  429: "Too many requests. Please wait a minute and try again.",
};

/**
 * The form service: `POST /` with a url-encoded body and a `form-name`, as a static host's form
 * service takes it. Encapsulated, so only this route refuses JSON and text bodies (415).
 */
export default async function forms(app: FastifyInstance, options: FormsOptions) {
  app.removeAllContentTypeParsers();
  await app.register(formbody);

  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ ok: false, error: STATUS_TEXT[status] ?? STATUS_TEXT[400] });
    }
    // A storage failure: the server's error handler answers it (503 with Retry-After while the
    // database is away, else 500) and logs it without the body's field values.
    throw error;
  });

  app.post(
    "/",
    {
      config: { rateLimit: { max: options.rateLimit, timeWindow: 60_000 }, fieldsRefuseControls: true },
      // Answers are a few hundred bytes, under the compression threshold, and browsers never send
      // compressed forms: @fastify/compress's three hooks (6% of this route's time) are skipped.
      compress: false,
      decompress: false,
      // A browser post from another site is refused, so no other page can file requests in a
      // visitor's name; a post without an Origin (scripts, older browsers) is taken.
      onRequest: sameOrigin({
        missingOrigin: "allow",
        fetchSite: { refused: ["cross-site"] },
        sameScheme: false,
        refusal: { ok: false, error: STATUS_TEXT[403] },
      }),
    },
    async (request, reply) => {
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
      const formName = Object.hasOwn(body, "form-name") ? body["form-name"] : undefined;
      if (typeof formName !== "string" || formName.trim() === "") {
        return reply.code(400).send({ ok: false, error: "form-name is missing." });
      }
      const form = findForm(formName.trim());
      if (!form) return reply.code(404).send({ ok: false, error: "There is no such form." });

      const keyHeader = request.headers["idempotency-key"];
      const key = typeof keyHeader === "string" ? keyHeader : null;
      if (keyHeader !== undefined && (key === null || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ ok: false, error: "Idempotency-Key must be 8-200 letters, digits, - or _." });
      }

      const checked = form.name === "contact" ? keepPublishedListing(body, await app.listingsSnapshot.current()) : body;
      const outcome = await app.submissions.submit(form, checked, key);
      switch (outcome.kind) {
        case "stored":
          request.log.info({ form: form.name, reference: outcome.reference, spam: outcome.spam }, "submission stored");
          // The status token is answered once and never logged.
          reply.header("cache-control", "no-store");
          if (wantsHtml(request)) {
            // A browser without JavaScript asks for HTML.
            return reply.redirect(plainPostLanding(form.name, { ...outcome, urgency: checked.urgency }), 303);
          }
          return reply.code(201).send({ ok: true, reference: outcome.reference, ...tokenField(outcome.statusToken) });
        case "replayed":
          request.log.info({ form: form.name, reference: outcome.reference }, "submission replayed");
          reply.header("cache-control", "no-store");
          return reply.code(200).send({ ok: true, reference: outcome.reference, ...tokenField(outcome.statusToken) });
        case "invalid":
          if (wantsHtml(request)) {
            return reply.code(422).type("text/html; charset=utf-8").send(invalidFormPage(form.name, outcome.errors));
          }
          return reply.code(422).send({ ok: false, errors: outcome.errors });
        case "key-reused":
          return reply
            .code(422)
            .send({ ok: false, error: "This Idempotency-Key was already used with a different submission." });
        case "in-flight":
          return reply.code(409).send({ ok: false, error: "The same submission is still being processed." });
      }
    },
  );
}
