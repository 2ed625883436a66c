/**
 * How soon the site promises to answer, by kind of request: the one copy the pages state and the
 * server's acknowledgement e-mails repeat.
 */
export const RESPONSE_TIMES = {
  general: "within 24 hours",
  technical: "4-8 hours",
  partnership: "2-3 business days",
  urgent: "2-4 hours",
  followUpAfter: "48 hours",
  privacy: "30 days",
  legal: "14 business days",
  bookingConfirmation: "within 24 hours",
} as const;
