import type { Feature } from "../platform/feature";
import { WAITLIST_EMAIL_GROUP } from "./emails";
import { WAITLIST_EXPIRY_JOB } from "./expiry";
import { subscribeWaitlist } from "./subscriptions";

/** The waitlist for an earlier time (issue 37 item 5): joining, freed times offered, claims. */
export const waitlist = {
  name: "waitlist",
  tables: ["freed_times", "waitlist_entries", "waitlist_offers"],
  emails: [WAITLIST_EMAIL_GROUP],
  jobs: [WAITLIST_EXPIRY_JOB],
  subscribe: subscribeWaitlist,
  async register(app, { config, now }) {
    await app.register((await import("./plugin")).default, { config, rateLimit: config.FORM_RATE_LIMIT, now });
  },
  pageServices: (app) => ({ waitlist: app.waitlist.loadContext }),
} satisfies Feature;
