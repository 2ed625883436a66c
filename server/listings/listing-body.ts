import type { AnyListing, ListingKind } from "../../rules/api/listings-admin";
import type { ListingRecord, Practice } from "../../rules/listings/types";
import { fieldProblems, LISTING_SCHEMAS, practiceSchema } from "../../rules/listings/validate";

/**
 * The editor's flat listing (a listing with its practice's facts, rules/api/listings-admin.ts)
 * split into what is stored, a practice and a listing record, each checked with the one shared
 * validation (rules/listings/validate.ts). Problems are named by the editor's field names.
 */

/** Practice fields whose name differs in the editor's flat listing. */
const PRACTICE_FIELD_IN_EDITOR: Record<string, string> = { id: "practiceId", name: "practice" };

const PRACTICE_FIELDS = [
  "citySlug",
  "address",
  "lat",
  "lng",
  "phone",
  "email",
  "website",
  "bookingEmail",
  "openingHours",
  "languages",
  "access",
  "closures",
  "newPatients",
] as const;

type CheckedListing =
  { ok: true; practice: Practice; record: ListingRecord } | { ok: false; fields: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Checks an edited listing of `kind`; its `kind` field, when sent, must agree. */
export function checkEditedListing(kind: ListingKind, body: unknown): CheckedListing {
  if (!isObject(body)) return { ok: false, fields: { form: "Send the listing's fields as a JSON object." } };
  const fields: Record<string, string> = {};
  if (body.kind !== undefined && body.kind !== kind) fields.kind = "A listing cannot change its kind.";

  const practiceInput: Record<string, unknown> = { id: body.practiceId, name: body.practice };
  const recordInput: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "kind" || key === "practice" || key === "updatedAt") continue;
    // Not stored: a dentist's emergency flag follows from its services.
    if (kind === "dentist" && key === "emergency") continue;
    if ((PRACTICE_FIELDS as readonly string[]).includes(key)) practiceInput[key] = value;
    else recordInput[key] = value;
  }

  const practice = practiceSchema.safeParse(practiceInput);
  if (!practice.success) {
    for (const { field, message } of fieldProblems(practice.error, { hoursByDay: true })) {
      const [head, ...rest] = field.split(".");
      const name = [PRACTICE_FIELD_IN_EDITOR[head!] ?? head, ...rest].join(".");
      fields[name === "(record)" ? "form" : name] ??= message;
    }
  }
  const record = LISTING_SCHEMAS[kind].safeParse(recordInput);
  if (!record.success) {
    for (const { field, message } of fieldProblems(record.error))
      fields[field === "(record)" ? "form" : field] ??= message;
  }
  if (!practice.success || !record.success || Object.keys(fields).length > 0) return { ok: false, fields };
  const { updatedAt: _ignored, ...stored } = record.data;
  return { ok: true, practice: practice.data, record: { kind, listing: stored } as ListingRecord };
}

/** A changed field as the repository names it ("practice.phone") in the editor's words ("phone"). */
export function editorFieldName(field: string): string {
  if (!field.startsWith("practice.")) return field;
  const name = field.slice("practice.".length);
  return PRACTICE_FIELD_IN_EDITOR[name] ?? name;
}

/** A stored listing as the editor would send it back: to check a draft before it is published. */
export function asEdited(listing: AnyListing): Record<string, unknown> {
  const { updatedAt: _ignored, ...rest } = listing;
  return rest;
}
