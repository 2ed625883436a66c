import type { z } from "zod";

import type { RenderedEmail } from "./email-layout";
import type { EmailSpec } from "./email-specs";
import { PermanentJobError } from "./worker";

/*
 * The e-mails the site sends, as the outbox knows them: by template, each with the schema of what
 * its job stores and its renderer, registered by the feature that owns it (server/features.ts).
 * The outbox imports no feature: a new e-mail is added in its feature alone. No e-mail carries
 * health details: never a message's text, a booking's urgency, its service or notes (each
 * feature's renderer says what its e-mails do carry).
 */

export type { EmailSpec } from "./email-specs";
export type { RenderedEmail } from "./email-layout";

/** A feature's e-mails, or a group of them that render alike. */
export interface EmailGroup<Spec extends { template: string }> {
  /** One object schema per template, its `template` a literal. */
  schemas: readonly z.ZodType<Spec>[];
  render(spec: Spec, publicOrigin: string): RenderedEmail;
  /** Sent to the operators (OPERATOR_NOTIFY_TO, else every operator), resolved when it is sent. */
  toOperators?: boolean;
  /** True when the e-mail is no use without a link that could not be opened (link-tokens.ts). */
  linkLost?(spec: Spec): boolean;
}

interface Registered {
  feature: string;
  schema: z.ZodType;
  group: EmailGroup<{ template: string }>;
}

const templates = new Map<string, Registered>();

/** The template a schema is for: its `template` field's literal. */
function templateOf(schema: z.ZodType): string {
  const field = (schema as unknown as { shape?: { template?: { value?: unknown } } }).shape?.template?.value;
  if (typeof field !== "string") throw new Error("An e-mail schema needs a literal `template`.");
  return field;
}

/** Adds a feature's e-mails (server/features.ts); registering a template again replaces it. */
export function registerEmails<Spec extends { template: string }>(feature: string, group: EmailGroup<Spec>): void {
  for (const schema of group.schemas) {
    templates.set(templateOf(schema), { feature, schema, group: group as unknown as EmailGroup<{ template: string }> });
  }
}

/** Every registered template (the architecture's appendix lists them). */
export function registeredTemplates(): { template: string; feature: string; toOperators: boolean }[] {
  return [...templates.entries()].map(([template, { feature, group }]) => ({
    template,
    feature,
    toOperators: !!group.toOperators,
  }));
}

function registered(template: unknown): Registered | undefined {
  return typeof template === "string" ? templates.get(template) : undefined;
}

/**
 * An e-mail job's payload as the worker reads it, checked against its template's schema. One that
 * does not match (stored by another version, or altered) would never render: it fails for good,
 * naming the fields that are wrong and never their values (the reason is stored and logged).
 */
export function readEmailSpec(payload: unknown): EmailSpec {
  const found = registered((payload as { template?: unknown } | null)?.template);
  if (!found) throw new PermanentJobError("the e-mail's payload does not match its template (template)");
  const parsed = found.schema.safeParse(payload);
  if (parsed.success) return parsed.data as EmailSpec;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "template"))];
  throw new PermanentJobError(`the e-mail's payload does not match its template (${fields.join(", ")})`);
}

/** A stored e-mail job's payload (JSON), checked as the worker checks it; null when it does not match. */
export function storedEmailSpec(payload: string): EmailSpec | null {
  const value = JSON.parse(payload) as { template?: unknown } | null;
  const parsed = registered(value?.template)?.schema.safeParse(value);
  return parsed?.success ? (parsed.data as EmailSpec) : null;
}

function groupOf(spec: EmailSpec): EmailGroup<{ template: string }> {
  const found = registered(spec.template);
  if (!found) throw new PermanentJobError(`no e-mail is registered as "${spec.template}"`);
  return found.group;
}

/** The e-mail a job stores, as it is sent: links on this site's public address. */
export function renderEmail(spec: EmailSpec, publicOrigin: string): RenderedEmail {
  return groupOf(spec).render(spec, publicOrigin);
}

/** Whether the e-mail goes to the operators rather than to its `to`. */
export function isOperatorEmail(spec: EmailSpec): boolean {
  return !!groupOf(spec).toOperators;
}

/** Whether the e-mail lost a link it cannot go without (sealed under another server secret). */
export function lostItsLink(spec: EmailSpec): boolean {
  const fields = spec as { linkToken?: unknown; requests?: unknown };
  if ("linkToken" in fields && !fields.linkToken) return true;
  if (Array.isArray(fields.requests) && fields.requests.some((r: { linkToken?: unknown }) => !r.linkToken)) return true;
  return groupOf(spec).linkLost?.(spec) ?? false;
}
