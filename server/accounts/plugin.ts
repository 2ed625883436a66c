import fp from "fastify-plugin";

import type { PracticeAccountLoadContext } from "../../rules/api/practice-account";
import { auditHashKey } from "../platform/audit/audit";
import { statusLinkSealKey } from "../platform/private-links/status-link-seal";
import type { Config } from "../platform/config";
import { listingChangeRoutes } from "../listings";
import { mountOperatorRoutes } from "../platform/operators/operator-auth";
import { findChosenListing } from "../booking";
import { scheduleConfirmations } from "./confirmation";
import { contactChangeOperatorRoutes, contactChangeService } from "./contact-change-service";
import { digestHandler, PRACTICE_DIGEST_JOB } from "./digest";
import { scheduleMonthlyReport } from "./monthly-report";
import { onboardingOperatorRoutes } from "./onboarding-routes";
import { NO_PROVIDER } from "./plan";
import { practicePlanOperatorRoutes } from "./plan-routes";
import { practicePageRoutes, practicePeopleOperatorRoutes } from "./routes";
import { practiceListingService } from "./listing-service";
import { practiceAccountService } from "./service";
import { PRACTICE_SIGN_IN_LINK_JOB, signInLinkHandler } from "./sign-in-links";

declare module "fastify" {
  interface FastifyInstance {
    /** Practice accounts (issue 36): what the /practice pages' loaders and actions call. */
    practiceAccounts: { loadContext: PracticeAccountLoadContext["practiceAccount"] };
  }
}

/**
 * Practice accounts (issue 36 items 1, 2, 5 and 6): sign-in by single-use e-mailed link, sessions,
 * people and roles per practice, the practice's requests in one place (answered with the booking
 * loop's own code), its reviews (replied to with the reply link's own code), its figures and their
 * monthly report e-mail. Decorates `app.practiceAccounts`, registers the /practice pages' routes
 * and the operators' routes under /admin/api.
 */
export default fp<{ config: Config; now?: () => Date; pagesNow?: () => Date }>(
  async (app, { config, now = () => new Date(), pagesNow = now }) => {
    const auditKey = auditHashKey(config);
    const deps = {
      db: app.db,
      dialect: app.dbDialect,
      now,
      auditKey,
      sealKey: statusLinkSealKey(auditKey),
      dentistName: async (ref: string) => (await findChosenListing(app.listings, ref))?.name ?? null,
      enqueued: () => app.outbox.wake(),
      publicBand: (practiceId: string) => app.responseTimes.bands().get(practiceId),
      reviewSummary: (ref: string) => app.reviewFigures.current().summary(ref),
      publicOrigin: config.PUBLIC_ORIGIN,
      emailsPerAddress: config.UNCONFIRMED_EMAILS_PER_DAY,
    };
    const refreshListings = async () => {
      await app.listingsSnapshot.refresh().catch(() => {});
    };
    const listing = practiceListingService({
      db: app.db,
      now,
      pagesNow,
      auditKey,
      sealKey: deps.sealKey,
      refreshListings,
    });
    const contactDeps = { db: app.db, now, auditKey, sealKey: deps.sealKey, refreshListings };
    const contact = contactChangeService(contactDeps);
    app.decorate("practiceAccounts", { loadContext: { ...practiceAccountService(deps), ...listing, ...contact } });
    await app.register(practicePageRoutes, {
      pageLimit: {
        db: app.db,
        now,
        perAddress: config.FORM_RATE_LIMIT,
        perSession: config.PRACTICE_SESSION_RATE_LIMIT,
      },
      signInRateLimit: config.LOGIN_RATE_LIMIT,
    });
    await mountOperatorRoutes(app, practicePeopleOperatorRoutes, deps);
    await mountOperatorRoutes(app, contactChangeOperatorRoutes, contactDeps);
    await mountOperatorRoutes(app, practicePlanOperatorRoutes, { db: deps.db, now, billing: NO_PROVIDER });
    await mountOperatorRoutes(app, onboardingOperatorRoutes, {
      ...deps,
      listingsWritten: () => app.listingsSnapshot.refresh(),
    });
    await mountOperatorRoutes(app, listingChangeRoutes, {
      db: app.db,
      now,
      afterDecision: async () => {
        app.outbox.wake();
        await app.listingsSnapshot.refresh().catch(() => {});
      },
    });
    scheduleMonthlyReport(app, { ...deps, stopLinks: { auditKey, sealKey: deps.sealKey } }, now);
    scheduleConfirmations(app, { db: app.db, auditKey, sealKey: deps.sealKey, now, enqueued: deps.enqueued });
    app.outbox.handle(PRACTICE_DIGEST_JOB, digestHandler({ db: app.db, sealKey: deps.sealKey, now }));
    app.outbox.handle(PRACTICE_SIGN_IN_LINK_JOB, signInLinkHandler(deps));
  },
  {
    name: "practice-accounts",
    dependencies: ["database", "listings", "outbox", "booking-loop", "response-times", "review-figures"],
  },
);
