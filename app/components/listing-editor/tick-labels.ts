import type { AccessFacts, FundingOptions } from "../../../rules/listings/types";

/*
 * A listing's yes/no facts, group by group: each key in the form's order with the editor's label.
 * The form ticks them (Checkboxes, sent as `access.wheelchair` = "on") and readListing reads them
 * back by the same keys, so a fact added here is asked for and read without another list.
 */

export const ACCESS_LABELS: Record<keyof AccessFacts, string> = {
  wheelchair: "Wheelchair access",
  accessibleParking: "Accessible parking",
  hearingLoop: "Hearing loop",
};

export const FUNDING_LABELS: Record<keyof FundingOptions, string> = {
  acc: "ACC registered",
  workAndIncome: "Work and Income quotes",
  under18: "Free care for under-18s",
  southernCross: "Southern Cross",
  nibFirstChoice: "nib First Choice",
};
