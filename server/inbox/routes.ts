import { Readable } from "node:stream";

import type { FastifyInstance } from "fastify";
import { z } from "zod";

import type { AuditResponse, ListResponse, SubmissionDetail } from "../../rules/api/inbox";
import { FORMS } from "../../rules/workflows";
import { recentAuditEntries } from "./audit";
import { operatorOf } from "./auth";

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
});

function parseFilter(query: unknown) {
  const raw = Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === "string" && v !== ""),
  );
  const parsed = FilterSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { spam, form, ...rest } = parsed.data;
  return { ...rest, form: form as (typeof FORMS)[number] | undefined, spam: spam === "1" };
}

const StatusSchema = z.object({
  to: z.string().min(1).max(40),
  note: z.string().max(2000).optional(),
  dentistId: z.string().max(200).optional(),
});
const NoteSchema = z.object({ note: z.string().trim().min(1).max(2000) });
const PersonSchema = z.object({ email: z.string().trim().min(3).max(320) });

/**
 * The inbox's routes under /admin/api (behind the operator-auth hook, auth.ts): the list and its
 * CSV, a submission's detail and workflow, privacy exports and deletion, and the audit log. Each
 * is HTTP over the submissions service (app.submissions); a WorkflowError it throws is answered by
 * the error handler.
 */
export default async function inboxRoutes(app: FastifyInstance) {
  const api = app;
  const { submissions } = app;

  api.get<{ Reply: ListResponse | { error: string } }>("/submissions", async (request, reply) => {
    const filter = parseFilter(request.query);
    if (!filter) return reply.code(400).send({ error: "Those filters are not valid." });
    return submissions.list(filter);
  });

  api.get("/submissions.csv", async (request, reply) => {
    const filter = parseFilter(request.query);
    if (!filter) return reply.code(400).send({ error: "Those filters are not valid." });
    // Streamed as the rows come from the database a batch at a time: memory does not grow with the row count.
    const csv = await submissions.exportCsv(filter, operatorOf(request).email);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="submissions-${day}.csv"`)
      .send(Readable.from(csv));
  });

  api.get<{ Params: { id: string }; Reply: SubmissionDetail | { error: string } }>(
    "/submissions/:id",
    async (request, reply) => {
      const found = await submissions.detail(request.params.id, operatorOf(request).email);
      if (!found)
        return reply.code(404).send({ error: "This submission does not exist (it may have been deleted)." });
      return found;
    },
  );

  api.post<{ Params: { id: string } }>("/submissions/:id/status", async (request, reply) => {
    const body = StatusSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: "Choose a status." });
    await submissions.changeStatus(request.params.id, operatorOf(request).email, body.data);
    return { ok: true };
  });

  api.post<{ Params: { id: string } }>("/submissions/:id/note", async (request, reply) => {
    const body = NoteSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: "Write a note first." });
    await submissions.addNote(request.params.id, operatorOf(request).email, body.data.note);
    return { ok: true };
  });

  for (const [path, spam] of [
    ["/submissions/:id/release-spam", false],
    ["/submissions/:id/mark-spam", true],
  ] as const) {
    api.post<{ Params: { id: string } }>(path, async (request) => {
      await submissions.setSpam(request.params.id, operatorOf(request).email, spam);
      return { ok: true };
    });
  }

  api.delete<{ Params: { id: string } }>("/submissions/:id", async (request, reply) => {
    const deleted = await submissions.delete(request.params.id, operatorOf(request).email);
    if (!deleted) return reply.code(404).send({ error: "This submission does not exist." });
    return { ok: true };
  });

  api.post("/people/export", async (request, reply) => {
    const body = PersonSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: "Enter an e-mail address." });
    const data = await submissions.personData(body.data.email, operatorOf(request).email);
    return reply.header("content-disposition", 'attachment; filename="personal-data.json"').send(data);
  });

  api.post("/people/delete", async (request, reply) => {
    const body = PersonSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: "Enter an e-mail address." });
    return { deleted: await submissions.deletePerson(body.data.email, operatorOf(request).email) };
  });

  api.get<{ Reply: AuditResponse }>("/audit", async () => {
    return { entries: await recentAuditEntries(app.db) };
  });

  // Anything else under /admin/api is a JSON 404, not the app's page.
  api.all("/*", async (_request, reply) => reply.code(404).send({ error: "Not found." }));
}
