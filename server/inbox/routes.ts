import { Readable } from "node:stream";

import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { type AuditResponse, INBOX_SORTS, type ListResponse, type SubmissionDetail } from "../../rules/api/inbox";
import { type FormName, FORMS } from "../../rules/workflows";
import type { ListPage, ListFilter } from "../booking";
import { recentAuditEntries } from "../platform/audit/audit";
import { operatorOf } from "../platform/operators/operator-auth";

const FilterSchema = z.object({
  form: z.enum(FORMS as [string, ...string[]]).optional(),
  status: z.string().max(40).optional(),
  city: z.string().max(80).optional(),
  urgency: z.string().max(40).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  q: z.string().max(200).optional(),
  spam: z.enum(["1", "0"]).optional(),
  rematch: z.enum(["1", "0"]).optional(),
});

/** The list's filters from the query string: empty and repeated parameters are left out. */
const FilterQuery = z
  .preprocess(
    (query) =>
      Object.fromEntries(
        Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "string" && v !== ""),
      ),
    FilterSchema,
  )
  .transform(({ spam, form, rematch, ...rest }): ListFilter => ({
    ...rest,
    form: form as FormName | undefined,
    spam: spam === "1",
    rematch: rematch === "1",
  }));
const filterSchema = { schema: { querystring: FilterQuery }, config: { invalidInput: "Those filters are not valid." } };

/** The list's query: the filters, its order and which page (1-based, in the URL as the inbox shows it). */
const ListQuery = z
  .preprocess(
    (query) =>
      Object.fromEntries(
        Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "string" && v !== ""),
      ),
    FilterSchema.extend({
      sort: z.enum(INBOX_SORTS).optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    }),
  )
  .transform(({ spam, form, rematch, ...rest }): ListFilter & ListPage => ({
    ...rest,
    form: form as FormName | undefined,
    spam: spam === "1",
    rematch: rematch === "1",
  }));
const listSchema = { schema: { querystring: ListQuery }, config: { invalidInput: "Those filters are not valid." } };

const IdParams = z.object({ id: z.string() });
type IdParams = z.infer<typeof IdParams>;

const StatusSchema = z.object({
  to: z.string().min(1).max(40),
  note: z.string().max(2000).optional(),
  dentistId: z.string().max(200).optional(),
});
const SendSchema = z.object({ listing: z.string().trim().min(3).max(200) });
const NoteSchema = z.object({ note: z.string().trim().min(1).max(2000) });
const PersonSchema = z.object({ email: z.string().trim().min(3).max(320) });

/**
 * The inbox's routes under /admin/api (behind the operator-auth hook, plugins/operator-auth.ts): the list and its
 * CSV, a submission's detail and workflow, privacy exports and deletion, and the audit log. Each
 * is HTTP over the submissions service (app.submissions); a WorkflowError it throws is answered by
 * the error handler.
 */
export default async function inboxRoutes(app: FastifyInstance) {
  const { submissions } = app;

  app.get<{ Querystring: ListFilter & ListPage; Reply: ListResponse }>("/submissions", listSchema, async (request) =>
    submissions.list(request.query),
  );

  app.get<{ Querystring: ListFilter }>("/submissions.csv", filterSchema, async (request, reply) => {
    const filter = request.query;
    // Streamed as the rows come from the database a batch at a time: memory does not grow with the row count.
    const csv = await submissions.exportCsv(filter, operatorOf(request).email);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="submissions-${day}.csv"`)
      .send(Readable.from(csv));
  });

  app.get<{ Params: IdParams; Reply: SubmissionDetail | { error: string } }>(
    "/submissions/:id",
    { schema: { params: IdParams } },
    async (request, reply) => {
      const found = await submissions.detail(request.params.id, operatorOf(request).email);
      if (!found) return reply.code(404).send({ error: "This submission does not exist (it may have been deleted)." });
      if (found.submission.form !== "booking") return found;
      return { ...found, practiceRequests: await app.practiceRequests.ofSubmission(found.submission.id) };
    },
  );

  app.post<{ Params: IdParams; Body: z.infer<typeof StatusSchema> }>(
    "/submissions/:id/status",
    { schema: { params: IdParams, body: StatusSchema }, config: { invalidInput: "Choose a status." } },
    async (request) => {
      await submissions.changeStatus(request.params.id, operatorOf(request).email, request.body);
      return { ok: true };
    },
  );

  // The request loop: the booking goes to a listing's practice by its private link (D451).
  app.post<{ Params: IdParams; Body: z.infer<typeof SendSchema> }>(
    "/submissions/:id/send-to-practice",
    { schema: { params: IdParams, body: SendSchema }, config: { invalidInput: "Choose a dentist or surgeon." } },
    async (request) => {
      await app.practiceRequests.send(request.params.id, request.body.listing, operatorOf(request).email);
      return { ok: true };
    },
  );

  app.post<{ Params: IdParams; Body: z.infer<typeof NoteSchema> }>(
    "/submissions/:id/note",
    { schema: { params: IdParams, body: NoteSchema }, config: { invalidInput: "Write a note first." } },
    async (request) => {
      await submissions.addNote(request.params.id, operatorOf(request).email, request.body.note);
      return { ok: true };
    },
  );

  for (const [path, spam] of [
    ["/submissions/:id/release-spam", false],
    ["/submissions/:id/mark-spam", true],
  ] as const) {
    app.post<{ Params: IdParams }>(path, { schema: { params: IdParams } }, async (request) => {
      await submissions.setSpam(request.params.id, operatorOf(request).email, spam);
      return { ok: true };
    });
  }

  app.delete<{ Params: IdParams }>("/submissions/:id", { schema: { params: IdParams } }, async (request, reply) => {
    const deleted = await submissions.delete(request.params.id, operatorOf(request).email);
    if (!deleted) return reply.code(404).send({ error: "This submission does not exist." });
    return { ok: true };
  });

  const personSchema = { schema: { body: PersonSchema }, config: { invalidInput: "Enter an e-mail address." } };
  app.post<{ Body: z.infer<typeof PersonSchema> }>("/people/export", personSchema, async (request, reply) => {
    const data = await submissions.personData(request.body.email, operatorOf(request).email);
    return reply.header("content-disposition", 'attachment; filename="personal-data.json"').send(data);
  });

  app.post<{ Body: z.infer<typeof PersonSchema> }>("/people/delete", personSchema, async (request) => ({
    deleted: await submissions.deletePerson(request.body.email, operatorOf(request).email),
  }));

  app.get<{ Reply: AuditResponse }>("/audit", async () => ({ entries: await recentAuditEntries(app.db) }));

  // Anything else under /admin/api is a JSON 404, not the app's page.
  app.all("/*", async (_request, reply) => reply.code(404).send({ error: "Not found." }));
}
