import { z } from "zod";

import { adminPaths } from "../../rules/admin-paths";
import { origin, render, type RenderedEmail } from "../platform/outbox/email-layout";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The listings' e-mail: the operators' notice of a listing change to check (issue 36), sent to
 * the operators (resolved when it is sent, as every operators' notice is).
 */

const OperatorListingChangeSchema = z.object({
  template: z.literal("operator-listing-change"),
  practiceName: z.string(),
  /** What was asked, in words (change-requests.ts changeInWords). */
  change: z.string(),
});
type OperatorListingChangeSpec = z.infer<typeof OperatorListingChangeSchema>;

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    listings: OperatorListingChangeSpec;
  }
}

function renderListingChange(spec: OperatorListingChangeSpec, publicOrigin: string): RenderedEmail {
  return render(`Listing change to check: ${spec.practiceName}`, [
    { p: `${spec.practiceName} asked for a change our team checks before it is published: ${spec.change}.` },
    { link: `${origin(publicOrigin)}${adminPaths.listingChanges()}`, label: "Open the listing changes" },
  ]);
}

export const LISTINGS_EMAILS: EmailGroup<OperatorListingChangeSpec> = {
  schemas: [OperatorListingChangeSchema],
  render: renderListingChange,
  toOperators: true,
};
