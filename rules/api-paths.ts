/**
 * The endpoints pages fetch (JSON and files), beside the pages' own paths.ts: the server mounts
 * its routes where these point, and only the pages that call them load this module, never the
 * content pages.
 */

/** Where the operators' API is mounted; the inbox's calls name a path below it ("/session"). */
export const OPERATOR_API = "/admin/api";

const requestApi = (token: string) => `/api/requests/${encodeURIComponent(token)}`;

export const apiPaths = {
  operator: (path: string) => `${OPERATOR_API}${path}`,
  /** A practice's people (practice accounts), below the operators' API: `userId` for one of them. */
  practicePeople: (practiceId: string, userId?: string) =>
    `/practices/${encodeURIComponent(practiceId)}/people${userId ? `/${encodeURIComponent(userId)}` : ""}`,
  /** A practice's plan and who in it has passkeys (GET), a plan change (POST). */
  practicePlan: (practiceId: string) => `/practices/${encodeURIComponent(practiceId)}/plan`,
  /** A person's passkeys, all removed by an operator (DELETE). */
  practicePasskeys: (practiceId: string, userId: string) =>
    `/practices/${encodeURIComponent(practiceId)}/people/${encodeURIComponent(userId)}/passkeys`,
  /** The inbox's CSV export (a download link, so a full address rather than a fetch). */
  submissionsCsv: (query: string) => `${OPERATOR_API}/submissions.csv${query ? `?${query}` : ""}`,
  /** A booking's status for its private page. */
  requestStatus: requestApi,
  /** A confirmed appointment's calendar file (text/calendar, METHOD:PUBLISH). */
  requestCalendar: (token: string) => `${requestApi(token)}/calendar.ics`,
  /** Place suggestions for the directory's 'near' box. */
  places: (q: string) => `/directory/places?q=${encodeURIComponent(q)}`,
};
