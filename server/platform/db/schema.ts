import type { PracticeRequestTables } from "../../booking/practice-request-tables";
import type { OutboxTables } from "../outbox/tables";
import type { OperatorTables } from "./tables/operators";
import type { ListingHistoryTables } from "../../listings/history-tables";
import type { ListingTables } from "../../listings/tables";
import type { PlaceTables } from "../../places/tables";
import type { PracticeAccountTables } from "../../accounts/tables";
import type { PasskeyPlanTables } from "../../accounts/passkey-plan-tables";
import type { OnboardingTables } from "../../accounts/onboarding-tables";
import type { ContactChangeTables } from "../../accounts/contact-change-tables";
import type { ReviewReportTables } from "../../reviews/report-tables";
import type { ReviewTables } from "../../reviews/tables";
import type { SubmissionTables } from "../../booking/submission-tables";
import type { WaitlistTables } from "../../waitlist/tables";

/** Every table the server uses, for Kysely's typed queries. Each area declares its own tables. */
export interface Database
  extends
    SubmissionTables,
    OperatorTables,
    ListingTables,
    PlaceTables,
    OutboxTables,
    PracticeRequestTables,
    ReviewTables,
    PracticeAccountTables,
    ReviewReportTables,
    PasskeyPlanTables,
    OnboardingTables,
    ContactChangeTables,
    ListingHistoryTables,
    WaitlistTables {}
