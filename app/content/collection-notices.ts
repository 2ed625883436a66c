import { RETENTION } from "../../rules/retention";

/**
 * What each form tells a person before they send it (Health Information Privacy Code 2020,
 * rule 3; Privacy Act 2020, IPP 3): what is collected, why, who sees it, how long it is kept.
 * The period is RETENTION, the one the server's purge enforces.
 */
interface CollectionNotice {
  collected: string;
  why: string;
  whoSees: string;
  kept: string;
  /** The same in one or two sentences, for small forms. */
  summary?: string;
}

const months = `${RETENTION.months} months`;

export const COLLECTION_NOTICES = {
  booking: {
    collected:
      "Your name, e-mail address and phone number, the care you are asking for and anything you tell us about your teeth or health.",
    why: "To find you a dentist, pass your request to the practice and arrange your appointment.",
    whoSees: "Our booking team and the dental practice your request goes to. No one else, and never for marketing.",
    kept: `Until your request is closed, then ${months} before it is deleted. You can withdraw it sooner from the link on your confirmation.`,
  },
  contact: {
    collected: "Your name, e-mail address and your message.",
    why: "To answer you.",
    whoSees:
      "Our support team; a practice only if your message is about a booking with it and you want us to ask them.",
    kept: `Until we have answered, then ${months} before it is deleted.`,
  },
  partner: {
    collected: "Your practice's details and the contact name, e-mail address and phone number you give.",
    why: "To assess your application and, if you join, to list your practice.",
    whoSees: "Our partnerships team.",
    kept: `While your practice is listed; an application that does not go ahead is deleted ${months} after it is closed.`,
  },
  newsletter: {
    collected: "Your e-mail address.",
    why: "To send you the newsletter you asked for; every issue has an unsubscribe link.",
    whoSees: "Our team and the service that sends the e-mail.",
    kept: `Until you unsubscribe; then it is no longer used and is deleted within ${months}.`,
    summary: `We use your e-mail address only to send you this newsletter (every issue has an unsubscribe link); our team and the service that sends it see it. Once you unsubscribe it is no longer used, and it is deleted within ${months}.`,
  },
} as const satisfies Record<string, CollectionNotice>;

export type NoticeForm = keyof typeof COLLECTION_NOTICES;
