import { subscribeAccounts } from "./accounts/subscriptions";
import { subscriptionsMade } from "./platform/events";
import { subscribeReviews } from "./reviews/subscriptions";
import { subscribeWaitlist } from "./waitlist/subscriptions";

/*
 * The features that listen to others' events, subscribed once when this module is first imported
 * (by app.ts, the submission thread and the command-line tools): publishing before that throws
 * (platform/events.ts). The order is the order subscribers run in: reviews before the waitlist,
 * as the erasure always did them.
 */
subscribeReviews();
subscribeWaitlist();
subscribeAccounts();
subscriptionsMade();
