import type { PracticeEmailSpec, RenderedEmail } from "./emails";

/** The request loop's e-mails to practices. Owned by the practice-link work (issue 22, item 3). */
export function renderPracticeEmail(spec: PracticeEmailSpec, _publicOrigin: string): RenderedEmail {
  throw new Error(`not written yet: ${spec.template}`);
}
