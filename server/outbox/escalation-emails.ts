import type { EscalationEmailSpec, RenderedEmail } from "./emails";

/** The operators' escalation notice. Owned by the timers work (issue 22, item 4). */
export function renderEscalationEmail(spec: EscalationEmailSpec, _publicOrigin: string): RenderedEmail {
  throw new Error(`not written yet: ${spec.template}`);
}
