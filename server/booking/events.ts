import type { WorkingHours } from "../../rules/booking-loop";
import type { Closure } from "../../rules/listings/types";
import { channel } from "../platform/events";
import type { PracticeRequestRow, PracticeRequestsTable } from "./practice-request-tables";

/*
 * What happens to a booking, told to whoever listens (reviews, the waitlist, the practice's
 * summary, a person's data), inside the transaction that made it happen. The booking knows none of
 * them: each subscribes from its own folder (server/features.ts makes the subscriptions).
 */

/** A confirmed appointment (by the practice, by the patient accepting an offer, or by a waitlist claim). */
interface ConfirmedVisit {
  practiceRequest: Pick<PracticeRequestRow, "id" | "listing_ref" | "practice_id">;
  booking: { id: string; fields: string };
  /** The appointment's start (ISO instant). */
  start: string;
  sealKey: Buffer;
  now: Date;
}
export const appointmentConfirmed = channel<ConfirmedVisit>("booking.appointment-confirmed");

/** A confirmed appointment that will not happen: cancelled by the patient, or left for a freed time. */
export const appointmentCancelled = channel<{ practiceRequestId: string; now: Date }>("booking.appointment-cancelled");

/**
 * A confirmed appointment's time is free again (the patient cancelled it or withdrew the booking);
 * the answer is how many people were offered it.
 */
export const timeFreed = channel<
  { request: PracticeRequestRow & { appointment_start: string }; sealKey: Buffer; now: Date },
  number
>("booking.time-freed");

/** Bookings erased (withdrawn) or deleted: whatever else holds their people's details goes too. */
export const bookingsErased = channel<{ submissionIds: readonly string[] }>("booking.erased");

/** A request being sent to a practice in this transaction, and its booking's urgency. */
export interface SentRequest {
  row: PracticeRequestsTable;
  urgency: string | null;
}

/**
 * A request whose practice is told later (its summary twice a day): its e-mail waits, and its
 * reminder and escalation count from `until`, in the practice's region's working days.
 */
export interface HeldRequest {
  practiceRequestId: string;
  until: Date;
  citySlug: string;
  closures: Closure[];
}

/** Requests being sent to practices; the answers are those to hold (booking/practice-notices.ts). */
export const requestsSent = channel<{ sent: readonly SentRequest[]; hours: WorkingHours }, HeldRequest[]>(
  "booking.requests-sent",
);

/** The parts of a person's data beside their bookings, as the operator's export gives them. */
export interface PersonDataParts {
  waitlist: object[];
  reviews: object[];
  reviewReports: object[];
}

/** An operator asked for everything stored under an address: each part answers what it holds. */
export const personDataAsked = channel<{ email: string; submissionIds: readonly string[] }, Partial<PersonDataParts>>(
  "booking.person-data-asked",
);

/**
 * An operator deletes everything stored under an address (the bookings themselves go after):
 * each part answers how many of its records went, by name.
 */
export const personDeleted = channel<{ email: string }, Record<string, number>>("booking.person-deleted");
