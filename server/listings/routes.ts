import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";

import {
  type AnyListing,
  CONFIRM_SOURCE_MAX,
  LISTING_CONFLICT_MESSAGE,
  LISTING_KINDS,
  type ListingConflict,
  type ListingDetail,
  type ListingFieldErrors,
  type ListingKind,
  LISTINGS_PAGE_SIZE,
  type ListingsPage,
  type SavedListing,
} from "../../rules/api/listings-admin";
import { operatorOf } from "../platform/operators/operator-auth";
import { asEdited, checkEditedListing, editorFieldName } from "./listing-body";
import { StaleListingError, type StoredListing } from "./repository";
import { clinicListing, dentistListing, practiceFacts, surgeonListing } from "./rows";

/** Empty and repeated query parameters are left out, as the inbox's list does. */
const onlyStrings = (query: unknown) =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "string" && v !== ""),
  );

const ListQuery = z.preprocess(
  onlyStrings,
  z.object({
    kind: z.enum(LISTING_KINDS).optional(),
    status: z.enum(["published", "draft"]).optional(),
    q: z.string().max(200).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  }),
);
type ListQuery = z.infer<typeof ListQuery>;

const ListingParams = z.object({ kind: z.enum(LISTING_KINDS), id: z.string().max(200) });
type ListingParams = z.infer<typeof ListingParams>;

const ConfirmBody = z.object({
  source: z
    .string({ error: "Say where the details were confirmed." })
    .trim()
    .min(1, { error: "Say where the details were confirmed." })
    .max(CONFIRM_SOURCE_MAX, { error: `Keep it to ${CONFIRM_SOURCE_MAX} characters.` }),
});

const NOT_FOUND = "This listing does not exist.";
const REFUSED = "Some fields need changing before this can be saved.";
const TAKEN_ID = {
  error: "Another listing already has this id.",
  fields: { id: "Another listing already has this id: choose another." },
} satisfies ListingFieldErrors;

/** ListingDetail's version: the listing's and its practice's row versions (repository.ts). */
const VERSION = /^\d{1,15}\.\d{1,15}$/;
const NO_VERSION = "Reload the listing and make the change again: this save does not say which version it changes.";

/** A stored listing as the inbox shows it: the listing with its practice's facts, tagged with its kind. */
function flatListing(stored: StoredListing): AnyListing {
  switch (stored.kind) {
    case "dentist":
      return { kind: "dentist", ...dentistListing(stored.listing, practiceFacts(stored.practice)) };
    case "surgeon":
      return { kind: "surgeon", ...surgeonListing(stored.listing, practiceFacts(stored.practice)) };
    case "emergency-clinic":
      return { kind: "emergency-clinic", ...clinicListing(stored.listing, practiceFacts(stored.practice)) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const refused = (reply: FastifyReply, fields: Record<string, string>, error = REFUSED) =>
  reply.code(400).send({ error, fields } satisfies ListingFieldErrors);

/**
 * The listing editor's routes under /admin/api/listings (rules/api/listings-admin.ts), behind the
 * operators' sign-in (the listings plugin mounts them): list, read, create, update, publish, unpublish and confirm. Bodies are
 * checked with the shared listing validation; every write goes through the listings repository,
 * which audits it (who, which fields) and bumps the listings version in the same transaction.
 */
export default async function listingsRoutes(app: FastifyInstance) {
  const store = app.listingsStore;

  /** The listing as stored now and its version, for an answer. */
  const current = async (kind: ListingKind, id: string) => {
    const stored = await store.getListing(kind, id);
    if (!stored) throw new Error(`listing ${kind}/${id} vanished after a write`);
    return { listing: flatListing(stored), version: stored.version };
  };

  app.get<{ Querystring: ListQuery; Reply: ListingsPage }>(
    "/listings",
    { schema: { querystring: ListQuery }, config: { invalidInput: "Those filters are not valid." } },
    async (request) => {
      const { kind, status, q, page } = request.query;
      const found = await store.listListings({ kind, status, text: q, page, pageSize: LISTINGS_PAGE_SIZE });
      return {
        items: found.items,
        total: found.total,
        page: found.page,
        pageSize: found.pageSize,
        pages: found.pageCount,
      };
    },
  );

  app.get<{ Params: ListingParams; Reply: ListingDetail | { error: string } }>(
    "/listings/:kind/:id",
    { schema: { params: ListingParams } },
    async (request, reply) => {
      const stored = await store.getListing(request.params.kind, request.params.id);
      if (!stored) return reply.code(404).send({ error: NOT_FOUND });
      return { listing: flatListing(stored), version: stored.version };
    },
  );

  app.post<{ Body: unknown }>("/listings", async (request, reply) => {
    const body = request.body as { kind?: unknown } | null;
    const kind = LISTING_KINDS.find((k) => k === body?.kind);
    if (!kind) return refused(reply, { kind: "Choose what kind of listing this is." });
    const checked = checkEditedListing(kind, body);
    if (!checked.ok) return refused(reply, checked.fields);
    const { record, practice } = checked;
    if (await store.getListing(kind, record.listing.id)) return reply.code(409).send(TAKEN_ID);
    let saved;
    try {
      // null: created only if no listing has the id when the write happens, not just when checked.
      saved = await store.saveListing({ ...record, practice }, operatorOf(request).email, null);
    } catch (error) {
      if (error instanceof StaleListingError) return reply.code(409).send(TAKEN_ID);
      throw error;
    }
    const answer: SavedListing = {
      ...(await current(kind, record.listing.id)),
      changed: saved.changed.map(editorFieldName),
    };
    return reply.code(201).send(answer);
  });

  app.put<{ Params: ListingParams; Body: unknown }>(
    "/listings/:kind/:id",
    { schema: { params: ListingParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const before = await store.getListing(kind, id);
      if (!before) return reply.code(404).send({ error: NOT_FOUND });
      const { version, ...edited } = isObject(request.body) ? request.body : { version: undefined };
      const checked = checkEditedListing(kind, isObject(request.body) ? edited : request.body);
      if (!checked.ok) return refused(reply, checked.fields);
      const { record, practice } = checked;
      // The page address and the practice a listing belongs to are fixed once it exists.
      const fixed: Record<string, string> = {};
      if (record.listing.id !== id) fixed.id = "A listing's id cannot change (it is part of its address).";
      if (record.listing.practiceId !== before.listing.practiceId) fixed.practiceId = "A listing cannot move practice.";
      if (Object.keys(fixed).length > 0) return refused(reply, fixed);
      // Without the version it was edited from, a save could put back values someone has since changed.
      if (typeof version !== "string" || !VERSION.test(version))
        return refused(reply, { version: NO_VERSION }, NO_VERSION);
      let saved;
      try {
        saved = await store.saveListing({ ...record, practice }, operatorOf(request).email, version);
      } catch (error) {
        if (!(error instanceof StaleListingError)) throw error;
        const stored = await store.getListing(kind, id);
        if (!stored) return reply.code(404).send({ error: NOT_FOUND });
        return reply.code(409).send({
          error: LISTING_CONFLICT_MESSAGE,
          current: { listing: flatListing(stored), version: stored.version },
        } satisfies ListingConflict);
      }
      return { ...(await current(kind, id)), changed: saved.changed.map(editorFieldName) } satisfies SavedListing;
    },
  );

  app.post<{ Params: ListingParams }>(
    "/listings/:kind/:id/publish",
    { schema: { params: ListingParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const stored = await store.getListing(kind, id);
      if (!stored) return reply.code(404).send({ error: NOT_FOUND });
      // A draft (one made from a partner application) may be incomplete: it goes public only whole.
      const checked = checkEditedListing(kind, { ...asEdited(flatListing(stored)), status: "published" });
      if (!checked.ok) {
        return refused(reply, checked.fields, "Complete these fields and save before publishing.");
      }
      const changed = await store.setListingStatus(kind, id, "published", operatorOf(request).email);
      return { ...(await current(kind, id)), changed: changed ?? [] } satisfies SavedListing;
    },
  );

  app.post<{ Params: ListingParams }>(
    "/listings/:kind/:id/unpublish",
    { schema: { params: ListingParams } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const changed = await store.setListingStatus(kind, id, "draft", operatorOf(request).email);
      if (!changed) return reply.code(404).send({ error: NOT_FOUND });
      return { ...(await current(kind, id)), changed } satisfies SavedListing;
    },
  );

  app.post<{ Params: ListingParams; Body: z.infer<typeof ConfirmBody> }>(
    "/listings/:kind/:id/confirm",
    {
      schema: { params: ListingParams, body: ConfirmBody },
      config: { invalidInput: "Say where the details were confirmed (up to 200 characters)." },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const changed = await store.markListingChecked(kind, id, request.body.source, operatorOf(request).email);
      if (!changed) return reply.code(404).send({ error: NOT_FOUND });
      return { ...(await current(kind, id)), changed } satisfies SavedListing;
    },
  );
}
