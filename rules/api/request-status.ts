import type { PublicStatus } from "../request-status";

/** The public answer of GET /api/requests/:token: no names, contact details, notes or operators. */
export interface RequestStatusView {
  reference: string;
  /** ISO 8601. */
  receivedAt: string;
  service: string | null;
  /** City label, e.g. "Nelson". */
  city: string | null;
  /** YYYY-MM-DD. */
  preferredDate: string | null;
  preferredTime: string | null;
  status: PublicStatus;
  /** Each change of the patient-facing status, oldest first. */
  timeline: { status: PublicStatus; at: string }[];
}
