import { createHash } from "node:crypto";

import { type FieldErrors, fieldErrors, type FormDefinition, HONEYPOT_FIELD } from "../../forms";
import {
  findByIdempotencyKey,
  findNewsletterSignUp,
  insertSubmission,
  isUniqueViolation,
  type NewSubmission,
  replaceStatusTokenHash,
  signUpAgain,
  type SubmissionStore,
} from "./submission-store";
import { newRequestEmails, replacedLinkEmail, STATUS_LINK_KEY_PREFIX } from "./request-emails";
import { newStatusToken } from "../platform/private-links/status-token";
import type { PracticeTarget } from "./sending";
import { sealStatusToken } from "../platform/private-links/status-link-seal";

/** What the form service answers, before it becomes HTTP. */
export type Outcome =
  | {
      kind: "stored";
      reference: string;
      spam: boolean;
      /** The private status-link token (bookings only), given out once: only its hash is stored. */
      statusToken: string | null;
    }
  | { kind: "replayed"; reference: string; statusToken: string | null }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "key-reused" }
  | { kind: "in-flight" };

/** A url-encoded body as parsed: values are strings, or arrays of them for repeated keys. */
export type RawBody = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const own = (body: RawBody, key: string): unknown => (Object.hasOwn(body, key) ? body[key] : undefined);

/** The form's own fields from a parsed body: nothing else is read, so odd keys (`__proto__`) do no harm. */
function pick(form: FormDefinition, body: RawBody): RawBody {
  const picked: RawBody = {};
  for (const field of form.fields) {
    if (field === HONEYPOT_FIELD) continue;
    const value = own(body, field);
    if (value !== undefined) picked[field] = value;
  }
  return picked;
}

export function honeypotFilled(body: RawBody): boolean {
  const value = own(body, HONEYPOT_FIELD);
  return Array.isArray(value) ? value.some((v) => String(v).trim() !== "") : text(value).trim() !== "";
}

/** sha256 of the form's fields in their fixed order: a retry with the same body hashes the same. */
function bodyHash(form: FormDefinition, body: RawBody): string {
  const picked = pick(form, body);
  return createHash("sha256")
    .update(JSON.stringify(form.fields.map((f) => [f, picked[f] ?? null])))
    .digest("hex");
}

const orNull = (value: unknown) => text(value) || null;

// PostgreSQL text cannot hold NUL; no person types one. Refused as bad input rather than failing the insert.
const hasNul = (value: unknown) =>
  Array.isArray(value) ? value.some((v) => typeof v === "string" && v.includes("\0")) : text(value).includes("\0");

/** A spam row keeps what came, cut to size, so an operator can see what the trap caught. */
function spamFields(form: FormDefinition, body: RawBody): RawBody {
  const picked = pick(form, body);
  const clean = (v: unknown) => String(v).replaceAll("\0", "").slice(0, 5000);
  return Object.fromEntries(
    Object.entries(picked).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, 50).map(clean) : clean(v)]),
  );
}

// Sign-ups with one address are stored one at a time per store (one per process), so two at once
// cannot both find no earlier sign-up and leave two inbox items.
const signUpsInTurn = new WeakMap<SubmissionStore, Map<string, Promise<unknown>>>();

function inTurn<T>(store: SubmissionStore, key: string, work: () => Promise<T>): Promise<T> {
  let queue = signUpsInTurn.get(store);
  if (!queue) signUpsInTurn.set(store, (queue = new Map()));
  const previous = queue.get(key) ?? Promise.resolve();
  const mine = previous.then(work, work);
  const settled = mine.catch(() => {});
  queue.set(key, settled);
  void settled.then(() => {
    if (queue.get(key) === settled) queue.delete(key);
  });
  return mine;
}

/**
 * What checking a submission found, before anything is stored: a trapped bot, field errors, or
 * the schema's parsed values. Pure, so it runs where the request is (the main thread) while the
 * thread that stores submissions on a SQLite file waits for its disk (submission-thread.ts).
 */
export type Checked =
  { kind: "spam" } | { kind: "invalid"; errors: FieldErrors } | { kind: "valid"; data: Record<string, unknown> };

/**
 * Honeypot first, then validation with the shared schema. `refusals` are the server-only checks'
 * field errors, made before (a booking's chosen listing: chosen-listing.ts): they refuse the
 * submission with the schema's own.
 */
export function checkSubmission(form: FormDefinition, body: RawBody, refusals: FieldErrors = {}): Checked {
  if (honeypotFilled(body)) return { kind: "spam" };
  const picked = pick(form, body);
  const nulFields = Object.keys(picked).filter((k) => hasNul(picked[k]));
  if (nulFields.length > 0) {
    return {
      kind: "invalid",
      errors: Object.fromEntries(nulFields.map((k) => [k, "Please remove unusual characters from this field."])),
    };
  }
  const parsed = form.schema.safeParse(picked);
  if (!parsed.success) return { kind: "invalid", errors: { ...refusals, ...fieldErrors(parsed.error) } };
  if (Object.keys(refusals).length > 0) return { kind: "invalid", errors: refusals };
  return { kind: "valid", data: parsed.data };
}

/**
 * Handles one submission of a known form: checked (checkSubmission, unless the caller checked it
 * already), then stored idempotently. Resolves only after the row is committed. `sendTo` is the
 * practice of the published listing a booking names (looked up where the listings live): a valid
 * booking is sent to it in the transaction that stores it; one held as spam never is.
 */
export async function submit(
  store: SubmissionStore,
  form: FormDefinition,
  body: RawBody,
  idempotencyKey: string | null,
  refusals: FieldErrors = {},
  sendTo: PracticeTarget | null = null,
  checked: Checked = checkSubmission(form, body, refusals),
): Promise<Outcome> {
  if (checked.kind === "invalid") return { kind: "invalid", errors: checked.errors };
  // A trapped bot gets a link too, so its answer looks like a person's.
  const status = form.statusLink ? newStatusToken() : null;

  if (checked.kind === "spam") {
    const fields = spamFields(form, body);
    const stored = await insertSubmission(store, {
      form: form.name,
      referencePrefix: form.referencePrefix,
      spam: true,
      email: text(fields.email).slice(0, 254),
      name: "",
      city: null,
      urgency: null,
      fields,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      page_url: null,
      idempotencyKey: null,
      bodyHash: null,
      statusTokenHash: status?.hash ?? null,
    });
    return {
      kind: "stored",
      reference: stored.reference,
      spam: true,
      statusToken: status?.token ?? null,
    };
  }

  const { data } = checked;
  // One inbox item per newsletter address: a second sign-up updates the first (issue 24.9).
  if (form.name === "newsletter") {
    return inTurn(store, text(data.email).toLowerCase(), () =>
      storeValid(store, form, body, data, idempotencyKey, status, null),
    );
  }
  return storeValid(store, form, body, data, idempotencyKey, status, form.name === "booking" ? sendTo : null);
}

/** Stores a valid submission once per idempotency key (a newsletter address: once per address). */
async function storeValid(
  store: SubmissionStore,
  form: FormDefinition,
  body: RawBody,
  data: Record<string, unknown>,
  idempotencyKey: string | null,
  status: { token: string; hash: string } | null,
  sendTo: PracticeTarget | null,
): Promise<Outcome> {
  const { db } = store;
  // The patient's token, sealed, for the loop's later e-mails (only its hash opens the page).
  const sealed = status && store.sealKey ? sealStatusToken(status.token, store.sealKey) : null;
  const hash = idempotencyKey ? bodyHash(form, body) : null;
  /** The first answer again, with a fresh status link (the first token was never kept). */
  const replay = async (earlier: {
    id: string;
    reference: string;
    body_hash: string | null;
    spam: number;
  }): Promise<Outcome> => {
    if (earlier.body_hash !== hash) return { kind: "key-reused" };
    if (status) {
      // The patient is e-mailed the new link (a spam row's answer only looks alike: no e-mail).
      const email = earlier.spam
        ? undefined
        : {
            email: replacedLinkEmail({
              id: earlier.id,
              reference: earlier.reference,
              form: form.name,
              values: data,
              statusToken: status.token,
              sealKey: store.sealKey,
              emailsPerAddress: store.emailsPerAddress,
              sentTo: sendTo && { dentist: sendTo.dentistName, practice: sendTo.practiceName },
            }),
            keyPrefix: STATUS_LINK_KEY_PREFIX,
          };
      await replaceStatusTokenHash(db, earlier.id, status.hash, email, earlier.spam ? null : sealed);
    }
    return { kind: "replayed", reference: earlier.reference, statusToken: status?.token ?? null };
  };
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, idempotencyKey);
    if (earlier) return replay(earlier);
  }

  const submission: NewSubmission = {
    form: form.name,
    referencePrefix: form.referencePrefix,
    spam: false,
    email: text(data.email),
    ...form.summary(data),
    fields: data,
    utm_source: orNull(data.utm_source),
    utm_medium: orNull(data.utm_medium),
    utm_campaign: orNull(data.utm_campaign),
    page_url: orNull(data.page_url),
    idempotencyKey,
    bodyHash: hash,
    statusTokenHash: status?.hash ?? null,
    statusTokenSealed: sealed,
    sendTo,
    // In the transaction that stores it: the acknowledgement and the operators' notice.
    jobs: (stored) =>
      newRequestEmails({
        ...stored,
        form: form.name,
        values: data,
        statusToken: status?.token ?? null,
        sealKey: store.sealKey,
        emailsPerAddress: store.emailsPerAddress,
        sentTo: sendTo && { dentist: sendTo.dentistName, practice: sendTo.practiceName },
      }),
  };
  const earlierSignUp = form.name === "newsletter" ? await findNewsletterSignUp(db, submission.email) : undefined;
  if (earlierSignUp) {
    await signUpAgain(
      db,
      earlierSignUp.id,
      submission,
      new Date(),
      newRequestEmails({
        ...earlierSignUp,
        form: form.name,
        values: data,
        statusToken: null,
        emailsPerAddress: store.emailsPerAddress,
      }),
    );
    return {
      kind: "stored",
      reference: earlierSignUp.reference,
      spam: false,
      statusToken: null,
    };
  }
  try {
    const stored = await insertSubmission(store, submission);
    return {
      kind: "stored",
      reference: stored.reference,
      spam: false,
      statusToken: status?.token ?? null,
    };
  } catch (error) {
    // Another request with the same key committed first: answer as that one did.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByIdempotencyKey(db, idempotencyKey);
      if (!earlier) return { kind: "in-flight" };
      return replay(earlier);
    }
    throw error;
  }
}
