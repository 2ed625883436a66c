/**
 * The operator inbox's JSON API (/admin/api), as the server answers it and the inbox reads it:
 * one declaration, so the two cannot drift apart.
 */
import type { FormName } from "../../forms/names";

/** A submission in the inbox's list (GET /admin/api/submissions). */
export interface ListItem {
  id: string;
  reference: string;
  form: FormName;
  status: string;
  /** 1 when the honeypot caught it. */
  spam: number;
  /** ISO 8601 UTC. */
  received_at: string;
  updated_at: string;
  email: string;
  name: string;
  city: string | null;
  urgency: string | null;
}

export interface ListResponse {
  /** Newest first, at most 200. */
  items: ListItem[];
  /** How many match the filters in all. */
  total: number;
  /** New (unhandled) submissions per form, spam left out. */
  newCounts: Record<FormName, number>;
  spamCount: number;
}

/** One entry of a submission's history. */
export interface SubmissionEvent {
  id: number;
  at: string;
  /** Operator e-mail, "system", or "patient". */
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/** GET /admin/api/submissions/:id */
export interface SubmissionDetail {
  submission: ListItem & {
    /** The form's own fields as submitted. */
    fields: Record<string, unknown>;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    page_url: string | null;
  };
  events: SubmissionEvent[];
  /** The statuses the workflow allows next (none while in spam). */
  moves: string[];
}

/** One line of GET /admin/api/audit. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string | null;
  details: string | null;
}

export interface AuditResponse {
  /** Newest first, at most 500. */
  entries: AuditEntry[];
}
