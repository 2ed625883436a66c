import type { Migration } from "kysely";

import * as initial from "./2026-11-23T0000-initial";
import * as submissions from "./2026-11-23T0001-submissions";
import * as operators from "./2026-11-23T0100-operators";
import * as statusTokens from "./2026-11-23T0200-status-tokens";
import * as signInFailures from "./2026-11-25T0300-sign-in-failures";
import * as listings from "./2026-11-25T0400-listings";
import * as places from "./2026-11-25T0410-places";
import * as jobs from "./2026-11-25T0420-jobs";
import * as rateLimitCounters from "./2026-11-25T0450-rate-limit-counters";
import * as practiceRequests from "./2026-11-25T0500-practice-requests";
import * as jobLinkTokens from "./2026-11-26T0600-job-link-tokens";
import * as listingVersions from "./2026-11-26T0700-listing-versions";
import * as practiceRequestDentist from "./2026-11-27T0800-practice-request-dentist";
import * as reviews from "./2026-11-27T0900-reviews";
import * as practiceAccounts from "./2026-11-27T0910-practice-accounts";
import * as listingRatingsDropped from "./2026-11-27T0915-listing-ratings-dropped";
import * as reviewReports from "./2026-11-27T0920-review-reports";
import * as listingSnapshot from "./2026-11-27T0930-listing-snapshot";
import * as practitionerLanguages from "./2026-11-27T1020-practitioner-languages";
import * as listingHistoryAndChanges from "./2026-11-27T1100-listing-history-and-changes";
import * as practiceOnboarding from "./2026-11-27T1110-practice-onboarding";
import * as passkeysPlan from "./2026-11-27T1120-passkeys-plan";
import * as practiceSettings from "./2026-11-27T1130-practice-settings";
import * as newPatientFacts from "./2026-11-28T0100-new-patient-facts";
import * as practiceClosures from "./2026-11-28T0200-practice-closures";
import * as waitlist from "./2026-11-28T0300-waitlist";
import * as waitlistProfileEntries from "./2026-11-29T0100-waitlist-profile-entries";
import * as emailRecipientLimits from "./2026-12-07T0100-email-recipient-limits";
import * as signInLinkResend from "./2026-12-07T0500-sign-in-link-resend";
import * as practiceContactChanges from "./2026-12-07T0720-practice-contact-changes";

/**
 * Every migration, by name, in the order they run. Listed explicitly (not read from the folder)
 * so the same code runs under tsx, Vitest and a bundler. Add new ones at the end; never edit one
 * that has shipped.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "2026-11-23T0000-initial": initial,
  "2026-11-23T0001-submissions": submissions,
  "2026-11-23T0100-operators": operators,
  "2026-11-23T0200-status-tokens": statusTokens,
  "2026-11-25T0300-sign-in-failures": signInFailures,
  "2026-11-25T0400-listings": listings,
  "2026-11-25T0410-places": places,
  "2026-11-25T0420-jobs": jobs,
  "2026-11-25T0450-rate-limit-counters": rateLimitCounters,
  "2026-11-25T0500-practice-requests": practiceRequests,
  "2026-11-26T0600-job-link-tokens": jobLinkTokens,
  "2026-11-26T0700-listing-versions": listingVersions,
  "2026-11-27T0800-practice-request-dentist": practiceRequestDentist,
  "2026-11-27T0900-reviews": reviews,
  "2026-11-27T0910-practice-accounts": practiceAccounts,
  "2026-11-27T0915-listing-ratings-dropped": listingRatingsDropped,
  "2026-11-27T0920-review-reports": reviewReports,
  "2026-11-27T0930-listing-snapshot": listingSnapshot,
  "2026-11-27T1020-practitioner-languages": practitionerLanguages,
  "2026-11-27T1100-listing-history-and-changes": listingHistoryAndChanges,
  "2026-11-27T1110-practice-onboarding": practiceOnboarding,
  "2026-11-27T1120-passkeys-plan": passkeysPlan,
  "2026-11-27T1130-practice-settings": practiceSettings,
  "2026-11-28T0100-new-patient-facts": newPatientFacts,
  "2026-11-28T0200-practice-closures": practiceClosures,
  "2026-11-28T0300-waitlist": waitlist,
  "2026-11-29T0100-waitlist-profile-entries": waitlistProfileEntries,
  "2026-12-07T0100-email-recipient-limits": emailRecipientLimits,
  "2026-12-07T0500-sign-in-link-resend": signInLinkResend,
  "2026-12-07T0720-practice-contact-changes": practiceContactChanges,
};
