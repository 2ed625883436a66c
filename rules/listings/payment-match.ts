import { type Funded, PAYMENT_FILTERS, type PaymentFilterParam } from "./funding";
import { type NewPatients, takingNow } from "./new-patients";

type Filtered = Funded & { newPatients: NewPatients };

/*
 * Whether a dentist meets the payment filters, the dated one ("new-patients") included: for the
 * server and tests (the index in server/listings/dentist-match.ts does the same per query). Apart
 * from funding.ts so that the badges' chunk, on every listing page, does not carry the date rule.
 */

/** True when the dentist meets the filter (the dated one on New Zealand date `today`). */
function meetsPaymentFilter(dentist: Filtered, f: (typeof PAYMENT_FILTERS)[number], today: string): boolean {
  return "test" in f ? f.test(dentist) : takingNow(dentist.newPatients, "adult", today);
}

/** True when the dentist meets every chosen payment filter on New Zealand date `today`. */
export function meetsPaymentFilters(dentist: Filtered, chosen: readonly PaymentFilterParam[], today: string): boolean {
  return PAYMENT_FILTERS.every((f) => !chosen.includes(f.param) || meetsPaymentFilter(dentist, f, today));
}
