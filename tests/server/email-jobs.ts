import { statusLinkSealKey } from "../../server/platform/private-links/status-link-seal";
import type { Config } from "../../server/platform/config";
import { auditHashKey } from "../../server/platform/audit/audit";
import { type EmailSpec, readEmailSpec } from "../../server/platform/outbox/emails";
import { openLinkTokens } from "../../server/platform/outbox/link-tokens";

/** An e-mail job's stored payload as the worker renders it: checked, its link tokens opened with the server's key. */
export function openedEmail(payload: string, config: Config): EmailSpec {
  return openLinkTokens(readEmailSpec(JSON.parse(payload)), statusLinkSealKey(auditHashKey(config)));
}
