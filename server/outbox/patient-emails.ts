import type { PatientEmailSpec, RenderedEmail } from "./emails";

/** The request loop's e-mails to patients. Owned by the patient-side work (issue 22, items 3 and 6). */
export function renderPatientEmail(spec: PatientEmailSpec, _publicOrigin: string): RenderedEmail {
  throw new Error(`not written yet: ${spec.template}`);
}
