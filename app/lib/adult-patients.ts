import type { NewPatients } from "../../rules/listings/new-patients";
import { newPatientView, type NewPatientView } from "../../rules/listings/new-patients-text";
import { nzToday } from "../../rules/nz-time";

/**
 * Whether a listing's practice is taking new adult patients at the page's clock (`now` from the
 * load context), as cards and rows show it: for loaders only, so the words stay out of the shared
 * listing chunk (dentist-card.tsx takes the result).
 */
export function adultPatients(listing: { newPatients: NewPatients }, now: Date): NewPatientView | undefined {
  return newPatientView(listing.newPatients, "adult", nzToday(now));
}
