import { z } from "zod";

import { adminPaths } from "../../rules/admin-paths";
import { nzAppointmentTime } from "../../rules/appointment-time";
import { practicePaths } from "../../rules/private-paths";
import { origin, render, type RenderedEmail, SITE_NAME } from "../platform/outbox/email-layout";
import type { EmailGroup } from "../platform/outbox/emails";

/*
 * The e-mails of a change of where a practice's health details go (contact-changes.ts), one
 * template: "held" (a non-owner asked; to each owner with a confirm link, to the old booking address
 * with none) and "live" (it applies now; to the owners who did not make it and the old booking
 * address, each with an undo link). `linkToken` is sealed in the job as every link's is. Never sent
 * to the new address: nothing goes there before the change is live.
 */

const CONTACT_CHANGE_EMAILS = [
  z.object({
    template: z.literal("practice-contact-change"),
    to: z.string(),
    practiceName: z.string(),
    stage: z.enum(["held", "live"]),
    /** Who asked for it (a practice user's e-mail address). */
    changedBy: z.string(),
    /** "Booking requests go to: old → new", one line per field. */
    changes: z.array(z.string()),
    link: z.enum(["confirm", "undo", "none"]),
    linkToken: z.string().optional(),
    /** Until when the link works (ISO instant). */
    expiresAt: z.string(),
  }),
] as const;

type ContactChangeEmailSpec = z.infer<(typeof CONTACT_CHANGE_EMAILS)[number]>;

function renderContactChangeEmail(spec: ContactChangeEmailSpec, publicOrigin: string): RenderedEmail {
  const link = spec.linkToken ? `${origin(publicOrigin)}${practicePaths.contactChange(spec.linkToken)}` : "";
  const until = nzAppointmentTime(spec.expiresAt);
  if (spec.stage === "held") {
    return render(`${spec.practiceName}: a change of where booking requests go waits for an owner`, [
      { p: "Kia ora," },
      {
        p: `${spec.changedBy} asked to change where ${spec.practiceName}'s booking requests and patients' contact go on ${SITE_NAME}. Nothing has changed yet: it waits for an owner of the practice to confirm it.`,
      },
      { lines: spec.changes },
      ...(spec.link === "confirm" && link
        ? [
            { link, label: "Confirm this change" },
            {
              small: `The link opens a page with one button to press; it works once, until ${until}. If you do not know about this change, do not confirm it, and tell the other owners.`,
            },
          ]
        : [
            {
              small: `You receive this because booking requests for ${spec.practiceName} come to this address. If an owner confirms the change, we will tell you here, with a link to undo it.`,
            },
          ]),
    ]);
  }
  return render(`${spec.practiceName}: where booking requests go has changed`, [
    { p: "Kia ora," },
    {
      p: `Where ${spec.practiceName}'s booking requests and patients' contact go on ${SITE_NAME} has changed, as ${spec.changedBy} asked:`,
    },
    { lines: spec.changes },
    ...(link
      ? [
          { link, label: "Undo this change" },
          {
            small: `If you did not expect this, undo it: the link opens a page with one button, puts the previous details back and works once, until ${until}.`,
          },
        ]
      : []),
  ]);
}

/**
 * The operators' notice of a held change: an operator may approve it (the contact changes' queue)
 * when no owner can, and should know a non-owner tried to move where patients' details go.
 */
const OperatorContactChangeSchema = z.object({
  template: z.literal("operator-contact-change-held"),
  practiceName: z.string(),
  changedBy: z.string(),
  changes: z.array(z.string()),
});
type OperatorContactChangeSpec = z.infer<typeof OperatorContactChangeSchema>;

function renderOperatorContactChange(spec: OperatorContactChangeSpec, publicOrigin: string): RenderedEmail {
  return render(`Contact change held: ${spec.practiceName}`, [
    {
      p: `${spec.changedBy}, who is not an owner of ${spec.practiceName}, asked to change where its booking requests and patients' contact go. It is held until an owner confirms it or you approve it:`,
    },
    { lines: spec.changes },
    { link: `${origin(publicOrigin)}${adminPaths.contactChanges()}`, label: "Open the contact changes" },
  ]);
}

declare module "../platform/outbox/email-specs" {
  interface EmailSpecs {
    contactChanges: ContactChangeEmailSpec;
    operatorContactChanges: OperatorContactChangeSpec;
  }
}

/** These e-mails as the outbox registers them (server/features.ts). */
export const CONTACT_CHANGE_EMAIL_GROUP: EmailGroup<ContactChangeEmailSpec> = {
  schemas: CONTACT_CHANGE_EMAILS,
  render: renderContactChangeEmail,
};

/** The operators' notice, sent to the operators (resolved when it is sent). */
export const CONTACT_CHANGE_OPERATOR_EMAIL_GROUP: EmailGroup<OperatorContactChangeSpec> = {
  schemas: [OperatorContactChangeSchema],
  render: renderOperatorContactChange,
  toOperators: true,
};
