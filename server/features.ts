import { CONTACT_CHANGE_EMAIL_GROUP } from "./accounts/contact-change-emails";
import { ACCOUNT_EMAIL_GROUP } from "./accounts/emails";
import { ONBOARDING_EMAIL_GROUP } from "./accounts/onboarding-emails";
import { subscribeAccounts } from "./accounts/subscriptions";
import { BOOKING_EMAIL_GROUP, BOOKING_OPERATOR_EMAIL_GROUP } from "./booking/emails";
import { LISTINGS_EMAILS } from "./listings/emails";
import { subscriptionsMade } from "./platform/events";
import { registerEmails } from "./platform/outbox/emails";
import { REVIEW_EMAIL_GROUP } from "./reviews/review-emails";
import { REVIEW_REPORT_EMAIL_GROUP } from "./reviews/review-report-emails";
import { subscribeReviews } from "./reviews/subscriptions";
import { WAITLIST_EMAIL_GROUP } from "./waitlist/emails";
import { subscribeWaitlist } from "./waitlist/subscriptions";

/*
 * What each feature adds to the platform, once, when this module is first imported (by app.ts,
 * the submission thread and the command-line tools): its e-mails to the outbox's registry, and its
 * subscriptions to others' events (publishing before them throws: platform/events.ts). The order
 * of subscriptions is the order subscribers run in: reviews before the waitlist, as the erasure
 * always did them.
 */
registerEmails("booking", BOOKING_EMAIL_GROUP);
registerEmails("booking", BOOKING_OPERATOR_EMAIL_GROUP);
registerEmails("listings", LISTINGS_EMAILS);
registerEmails("reviews", REVIEW_EMAIL_GROUP);
registerEmails("reviews", REVIEW_REPORT_EMAIL_GROUP);
registerEmails("accounts", ACCOUNT_EMAIL_GROUP);
registerEmails("accounts", ONBOARDING_EMAIL_GROUP);
registerEmails("accounts", CONTACT_CHANGE_EMAIL_GROUP);
registerEmails("waitlist", WAITLIST_EMAIL_GROUP);

subscribeReviews();
subscribeWaitlist();
subscribeAccounts();
subscriptionsMade();
