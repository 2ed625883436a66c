/**
 * A practice's one reply to a published review (issue 35 item 5). A reply may not confirm anything
 * about the patient's health or care: it is refused (never stored) when it names a treatment, a
 * condition, a part of the mouth or the patient's records, because saying so in public confirms the
 * reviewer was treated for it (Health Information Privacy Code 2020, rule 11).
 */

export const REPLY_TEXT_MIN = 10;
export const REPLY_TEXT_MAX = 2000;

/**
 * The words a reply may not use, as whole words or their start: clinical treatment, conditions,
 * parts of the mouth and records. A plain, readable list (D: review-replies-reports), not a model.
 */
const CLINICAL_TERMS = [
  "treatment",
  "treated",
  "treating",
  "filling",
  "extraction",
  "extracted",
  "root canal",
  "crown",
  "implant",
  "denture",
  "bridge work",
  "veneer",
  "whitening",
  "scale and polish",
  "braces",
  "orthodont",
  "x-ray",
  "xray",
  "radiograph",
  "diagnos",
  "prescri",
  "antibiotic",
  "anaesthe",
  "anesthe",
  "sedation",
  "infection",
  "abscess",
  "decay",
  "cavity",
  "cavities",
  "gum disease",
  "periodont",
  "gingivitis",
  "wisdom",
  "molar",
  "tooth",
  "teeth",
  "gums",
  "clinical notes",
  "your records",
  "your file",
  "medical history",
  "condition",
  "procedure",
  "surgery",
] as const;

const PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${CLINICAL_TERMS.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|")})`,
  "iu",
);

/** The first clinical word a reply uses (as written), or null when it confirms no health detail. */
export function healthDetailIn(text: string): string | null {
  const match = PATTERN.exec(text);
  return match ? match[1]! : null;
}

/** Why a moderator may reject a reply (a fixed list, as for reviews). */
export const REPLY_REJECT_REASONS = [
  "It reveals details about the patient",
  "It names someone",
  "It is abusive or threatening",
  "It is advertising, not a reply",
] as const;
