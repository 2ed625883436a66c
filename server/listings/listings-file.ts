import type { z } from "zod";

import type { DentistRecord, EmergencyClinicRecord, Practice, SurgeonRecord } from "../../rules/listings/types";
import {
  dentistSchema,
  emergencyClinicSchema,
  fieldProblems,
  practiceSchema,
  surgeonSchema,
} from "../../rules/listings/validate";

/**
 * The listings file that `npm run listings -- export` prints and `-- import` reads
 * (docs/listings-format.md): every record in the shapes of rules/listings/types.ts, listings naming
 * their practice by `practiceId`. Checking a file finds every problem in it at once, each named by
 * its array, index, id and field, before anything is written.
 */

export const LISTINGS_FORMAT = "nz-dental-directory/listings";
export const LISTINGS_FORMAT_VERSION = 1;

export interface ListingsFile {
  format: typeof LISTINGS_FORMAT;
  version: typeof LISTINGS_FORMAT_VERSION;
  /** ISO time of the export; informative, ignored on import. */
  exportedAt?: string;
  practices: Practice[];
  dentists: DentistRecord[];
  surgeons: SurgeonRecord[];
  emergencyClinics: EmergencyClinicRecord[];
}

export const RECORD_ARRAYS = ["practices", "dentists", "surgeons", "emergencyClinics"] as const;
export type RecordArray = (typeof RECORD_ARRAYS)[number];

const SCHEMAS: Record<RecordArray, z.ZodType> = {
  practices: practiceSchema,
  dentists: dentistSchema,
  surgeons: surgeonSchema,
  emergencyClinics: emergencyClinicSchema,
};

/** One problem in a file: where (array, index, the record's id when it has one), which field, what. */
interface RecordProblem {
  array?: RecordArray;
  index?: number;
  id?: string;
  field: string;
  message: string;
}

/** "dentists[3] (harbourside-dental-auckland) phone: Please enter…" */
export function describeProblem(p: RecordProblem): string {
  const where = p.array === undefined ? "file" : `${p.array}[${p.index}]${p.id ? ` (${p.id})` : ""}`;
  return `${where} ${p.field}: ${p.message}`;
}

type CheckResult = { ok: true; file: ListingsFile } | { ok: false; problems: RecordProblem[] };

/**
 * Checks a parsed file: its header, every record against the shared validation, ids unique within
 * each array, and every listing's practice present in the file or (knownPracticeIds) the database.
 */
export function checkListingsFile(
  input: unknown,
  knownPracticeIds: ReadonlySet<string>,
  onProgress?: (checked: number, total: number) => void,
): CheckResult {
  const problems: RecordProblem[] = [];
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return {
      ok: false,
      problems: [{ field: "(file)", message: "Expected a JSON object; see docs/listings-format.md." }],
    };
  }
  const raw = input as Record<string, unknown>;
  if (raw.format !== LISTINGS_FORMAT) problems.push({ field: "format", message: `Expected "${LISTINGS_FORMAT}".` });
  if (raw.version !== LISTINGS_FORMAT_VERSION)
    problems.push({ field: "version", message: `Expected ${LISTINGS_FORMAT_VERSION}, the only version so far.` });
  const unknown = Object.keys(raw).filter((k) => !["format", "version", "exportedAt", ...RECORD_ARRAYS].includes(k));
  if (unknown.length)
    problems.push({
      field: "(file)",
      message: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.`,
    });

  const total = RECORD_ARRAYS.reduce((sum, a) => sum + (Array.isArray(raw[a]) ? (raw[a] as unknown[]).length : 0), 0);
  let checked = 0;
  // Each valid record with its place in the file.
  const parsed = {} as Record<RecordArray, { record: { id: string; practiceId?: string }; index: number }[]>;
  for (const array of RECORD_ARRAYS) {
    const records = raw[array] ?? [];
    if (!Array.isArray(records)) {
      problems.push({ field: array, message: "Expected a list of records ([] when there are none)." });
      parsed[array] = [];
      continue;
    }
    const seen = new Map<string, number>();
    parsed[array] = [];
    records.forEach((record: unknown, index) => {
      const id = typeof (record as { id?: unknown })?.id === "string" ? (record as { id: string }).id : undefined;
      const where = { array, index, ...(id ? { id } : {}) };
      const result = SCHEMAS[array].safeParse(record);
      if (!result.success) {
        for (const p of fieldProblems(result.error)) problems.push({ ...where, ...p });
      } else {
        const value = result.data as { id: string; practiceId?: string };
        const first = seen.get(value.id);
        if (first !== undefined)
          problems.push({ ...where, field: "id", message: `Another record in ${array} has this id (index ${first}).` });
        else seen.set(value.id, index);
        parsed[array].push({ record: value, index });
      }
      if (++checked % 1000 === 0) onProgress?.(checked, total);
    });
  }
  if (checked % 1000 !== 0) onProgress?.(checked, total);

  // Practices of the file with problems of their own still count: one bad phone number should not
  // also be reported against every listing at that practice.
  const filePracticeIds = (Array.isArray(raw.practices) ? raw.practices : []).map(
    (p: unknown) => (p as { id?: unknown })?.id,
  );
  const practiceIds = new Set([...knownPracticeIds, ...filePracticeIds.filter((id) => typeof id === "string")]);
  for (const array of ["dentists", "surgeons", "emergencyClinics"] as const) {
    parsed[array].forEach(({ record, index }) => {
      if (!practiceIds.has(record.practiceId!)) {
        problems.push({
          array,
          index,
          id: record.id,
          field: "practiceId",
          message: "No practice has this id, in the file or in the database.",
        });
      }
    });
  }
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    file: {
      format: LISTINGS_FORMAT,
      version: LISTINGS_FORMAT_VERSION,
      practices: parsed.practices.map((p) => p.record) as unknown as Practice[],
      dentists: parsed.dentists.map((p) => p.record) as unknown as DentistRecord[],
      surgeons: parsed.surgeons.map((p) => p.record) as unknown as SurgeonRecord[],
      emergencyClinics: parsed.emergencyClinics.map((p) => p.record) as unknown as EmergencyClinicRecord[],
    },
  };
}
