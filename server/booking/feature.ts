import type { Feature } from "../platform/feature";
import { BOOKING_EMAIL_GROUP, BOOKING_OPERATOR_EMAIL_GROUP } from "./emails";
import { BOOKING_JOBS } from "./timer-jobs";

/**
 * The booking: the forms' submissions, the request loop with practices (their private link), the
 * patient's status link, and the timers that remind and escalate.
 */
export const booking = {
  name: "booking",
  tables: ["practice_requests", "submission_events", "submissions"],
  emails: [BOOKING_EMAIL_GROUP, BOOKING_OPERATOR_EMAIL_GROUP],
  jobs: BOOKING_JOBS,
  async register(app, { config, now }) {
    const rateLimit = config.FORM_RATE_LIMIT;
    await app.register((await import("./submissions-plugin")).default, { config });
    await app.register((await import("./timers-plugin")).default, { config, now });
    // The request loop: practices answer by a link (decorates app.practiceRequests; its routes).
    await app.register((await import("./request-loop-plugin")).default, { config, rateLimit });
    await app.register((await import("./forms")).default, { rateLimit });
    await app.register((await import("./patient-routes")).default, { rateLimit, publicOrigin: config.PUBLIC_ORIGIN });
  },
  pageServices: (app, now) => ({
    practiceRequests: app.practiceRequests.loadContext,
    requestStatus: (token) => app.submissions.statusView(token),
    recentBookingRequests: () => app.submissions.recentBookingRequests(now()),
  }),
} satisfies Feature;
