import type { Feature } from "../platform/feature";
import { PRACTICE_SIGN_IN_LINK_JOB } from "./sign-in-links";
import { CONFIRM_DETAILS_JOB, CONFIRM_SWEEP_JOB } from "./confirmation";
import { CONTACT_CHANGE_EMAIL_GROUP, CONTACT_CHANGE_OPERATOR_EMAIL_GROUP } from "./contact-change-emails";
import { PRACTICE_DIGEST_JOB } from "./digest";
import { ACCOUNT_EMAIL_GROUP } from "./emails";
import { MONTHLY_REPORT_JOB } from "./monthly-report";
import { ONBOARDING_EMAIL_GROUP } from "./onboarding-emails";
import { subscribeAccounts } from "./subscriptions";

/**
 * Practice accounts: sign-in by e-mailed link or passkey, people and roles, the practice's
 * requests, listing, figures, settings and plan, onboarding, and the summaries and reports it is
 * e-mailed.
 */
export const accounts = {
  name: "accounts",
  tables: [
    "practice_contact_changes",
    "practice_digest_items",
    "practice_link_requests",
    "practice_memberships",
    "practice_onboarding",
    "practice_passkey_challenges",
    "practice_passkey_sessions",
    "practice_passkey_sign_ins",
    "practice_passkeys",
    "practice_plans",
    "practice_report_choices",
    "practice_sessions",
    "practice_settings",
    "practice_sign_in_links",
    "practice_users",
  ],
  emails: [
    ACCOUNT_EMAIL_GROUP,
    ONBOARDING_EMAIL_GROUP,
    CONTACT_CHANGE_EMAIL_GROUP,
    CONTACT_CHANGE_OPERATOR_EMAIL_GROUP,
  ],
  jobs: [PRACTICE_DIGEST_JOB, PRACTICE_SIGN_IN_LINK_JOB, CONFIRM_DETAILS_JOB, CONFIRM_SWEEP_JOB, MONTHLY_REPORT_JOB],
  subscribe: subscribeAccounts,
  async register(app, { config, now, pagesNow }) {
    await app.register((await import("./plugin")).default, { config, now, pagesNow });
  },
  pageServices: (app) => ({ practiceAccount: app.practiceAccounts.loadContext }),
} satisfies Feature;
