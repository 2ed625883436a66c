import { redirect } from "react-router";

import { FORM_SPECS } from "../../forms/specs";
import { adminPaths } from "../../rules/admin-paths";
import { apiPaths } from "../../rules/api-paths";
import type { FormName } from "../../rules/workflows";

export { FORMS, RESPONSE_TARGET_MS, STATUS_LABELS } from "../../rules/workflows";

/** Each form's name as the inbox shows it: the label its definition declares. */
export const FORM_LABELS = Object.fromEntries(
  Object.values(FORM_SPECS).map((form) => [form.name, form.label]),
) as Record<FormName, string>;

// The API's answers, declared once beside the rules both sides share.
export { DEFAULT_INBOX_SORT, INBOX_SORTS } from "../../rules/api/inbox";
export type { InboxSort, AuditEntry, ListItem, ListResponse, SubmissionDetail } from "../../rules/api/inbox";

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** A refused body's message per field (the listings API's ListingFieldErrors). */
    readonly fields: Record<string, string> = {},
    /** The whole answer, for refusals that carry more (a listing's 409 carries the current version). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;
let operatorEmail: string | null = null;

/** Remembers the session's CSRF token (from sign-in or GET /session). */
export function rememberSession(session: { csrfToken: string; email: string } | null) {
  csrfToken = session?.csrfToken ?? null;
  operatorEmail = session?.email ?? null;
}

export function currentOperator(): string | null {
  return operatorEmail;
}

function loginRedirect(): Response {
  const next = `${window.location.pathname}${window.location.search}`;
  return redirect(adminPaths.login(next));
}

async function errorOf(response: Response): Promise<AdminApiError> {
  let message = "Something went wrong. Please try again.";
  let fields: Record<string, string> = {};
  let body: { error?: string; fields?: Record<string, string> } | undefined;
  try {
    body = (await response.json()) as { error?: string; fields?: Record<string, string> };
    if (body.error) message = body.error;
    if (body.fields && typeof body.fields === "object") fields = body.fields;
  } catch {
    // not JSON
  }
  return new AdminApiError(message, response.status, fields, body);
}

/** GET for a clientLoader: a missing session becomes a redirect to the sign-in page. */
export async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(apiPaths.operator(path), {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  if (response.status === 401) {
    rememberSession(null);
    throw loginRedirect();
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** Makes sure the CSRF token is known (after a reload it comes from GET /session). */
export async function ensureSession(): Promise<{ email: string; csrfToken: string }> {
  if (csrfToken && operatorEmail) return { email: operatorEmail, csrfToken };
  const session = await adminGet<{ email: string; csrfToken: string }>("/session");
  rememberSession(session);
  return session;
}

/** A state change: sends the CSRF token; a 401 sends the operator to sign in again. */
export async function adminSend<T>(method: "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
  const session = await ensureSession();
  const response = await fetch(apiPaths.operator(path), {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      "x-csrf-token": session.csrfToken,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    rememberSession(null);
    throw loginRedirect();
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}

/** What a clientAction hands its page: a message to show, or the server's refusal to show instead. */
type ActionResult = { ok: true; message?: string } | { ok: false; error: string };

/**
 * Runs a clientAction's request: the server's refusal (or a lost connection) becomes a message for
 * the page; a redirect (the session ended) is thrown on for React Router to follow.
 */
export async function attempt(send: () => Promise<string | undefined>): Promise<ActionResult> {
  try {
    return { ok: true, message: await send() };
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    return { ok: false, error: caught instanceof Error ? caught.message : "That did not work. Please try again." };
  }
}

/** Hands the browser a JSON file to save (a person's data export). */
export function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function signIn(email: string, password: string): Promise<void> {
  const response = await fetch(apiPaths.operator("/login"), {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw await errorOf(response);
  rememberSession((await response.json()) as { email: string; csrfToken: string });
}

export async function signOut(): Promise<void> {
  try {
    await adminSend("POST", "/logout");
  } finally {
    rememberSession(null);
  }
}

/** "1 h 05 min" for a duration in milliseconds. */
export function formatWait(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** Page metadata shared by every inbox screen: never indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Inbox` }, { name: "robots", content: "noindex, nofollow" }];
}
