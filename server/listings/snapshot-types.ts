import type { Dentist, EmergencyClinic, Surgeon } from "../../rules/listings/types";

/**
 * Every published listing at one moment, as the pages read them: held in memory by each server
 * instance and replaced when the database's listings version changes (server/listings/snapshot.ts).
 */
export interface ListingsSnapshot {
  /** The listings version this was read at; bumped in the same transaction as every change. */
  version: number;
  dentists: readonly Dentist[];
  surgeons: readonly Surgeon[];
  clinics: readonly EmergencyClinic[];
}
