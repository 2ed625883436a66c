import { accounts } from "./accounts";
import { booking } from "./booking";
import { inbox } from "./inbox";
import { listings } from "./listings";
import { places } from "./places";
import type { Feature } from "./platform/feature";
import { subscriptionsMade } from "./platform/events";
import { registerEmails } from "./platform/outbox/emails";
import { responseTimes } from "./response-times";
import { reviews } from "./reviews";
import { waitlist } from "./waitlist";

/**
 * The features, each by its manifest (`<feature>/feature.ts`, shown on its face), in the order they
 * are built on: each uses only those before it (.dependency-cruiser.cjs keeps its imports so), and
 * app.ts registers them in this order.
 */
export const FEATURES = [
  places,
  listings,
  booking,
  responseTimes,
  reviews,
  accounts,
  waitlist,
  inbox,
] as const satisfies readonly Feature[];

/*
 * What each feature adds to the platform, once, when this module is first imported (by app.ts,
 * the submission thread and the command-line tools): its e-mails to the outbox's registry, and its
 * subscriptions to others' events (publishing before them throws: platform/events.ts), which run
 * in the list's order (reviews before the waitlist, as the erasure always did them).
 */
const features: readonly Feature[] = FEATURES;
for (const feature of features) {
  for (const group of feature.emails ?? []) registerEmails(feature.name, group);
}
for (const feature of features) feature.subscribe?.();
subscriptionsMade();

/** Every job kind the features declare (the outbox runs only these). */
export const JOB_KINDS = features.flatMap((feature) => feature.jobs ?? []);
