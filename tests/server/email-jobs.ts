import { statusLinkSealKey } from "../../server/booking-loop/status-link-seal";
import type { Config } from "../../server/config";
import { auditHashKey } from "../../server/audit/audit";
import { type EmailSpec, readEmailSpec } from "../../server/outbox/emails";
import { openLinkTokens } from "../../server/outbox/link-tokens";

/** An e-mail job's stored payload as the worker renders it: checked, its link tokens opened with the server's key. */
export function openedEmail(payload: string, config: Config): EmailSpec {
  return openLinkTokens(readEmailSpec(JSON.parse(payload)), statusLinkSealKey(auditHashKey(config)));
}
