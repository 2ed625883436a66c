import { languageKey, recordedLanguage } from "../../rules/listings/languages";
import type { Dentist } from "../../rules/listings/types";
import type { IndexBasis, IndexedDentist } from "./indexed-dentist";

/**
 * The languages the directory's filter offers (snapshot-reader.ts `languages`): each language once,
 * by its recorded name (else the first spelling seen in the listings' order), alphabetical. Kept
 * per index with how many dentists speak each, so an index made from the previous one by a few
 * changes updates the counts from the changed entries instead of reading 10,000 dentists' lists
 * again (3–6 ms a change in profiled runs, more while that code was still cold).
 */
export interface SpokenLanguages {
  /** The filter's list, alphabetical. */
  readonly list: readonly string[];
  /** Dentists speaking each language (folded key). */
  readonly counts: ReadonlyMap<string, number>;
  /** Each language's name in the list. */
  readonly names: ReadonlyMap<string, string>;
  /**
   * Languages typed in more than one way that name differently (an unrecorded language, "Foo" and
   * "foo"): their name is whichever comes first, so a change touching one reads every dentist again.
   */
  readonly varied: ReadonlySet<string>;
}

/** The dentist's languages as typed: the practice's and the dentist's own. */
function typed(dentist: Dentist): readonly string[] {
  return dentist.practitionerLanguages ? [...dentist.languages, ...dentist.practitionerLanguages] : dentist.languages;
}

/** Every dentist's languages, in the list's order. */
export function spokenLanguages(list: readonly IndexedDentist[], compare: (a: string, b: string) => number) {
  const counts = new Map<string, number>();
  for (const entry of list) {
    for (const key of entry.languages) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const names = new Map<string, string>();
  const varied = new Set<string>();
  const spelled = new Map<string, { key: string; name: string }>(); // a few languages, typed thousands of times
  const take = (languages: readonly string[]) => {
    for (const language of languages) {
      let known = spelled.get(language);
      if (!known) spelled.set(language, (known = { key: languageKey(language), name: recordedLanguage(language) }));
      if (!known.key) continue;
      const name = names.get(known.key);
      if (name === undefined) names.set(known.key, known.name);
      else if (name !== known.name) varied.add(known.key);
    }
  };
  // The dentists of a practice share its list: each list once (no copies: 10,000 of them).
  const seen = new Set<readonly string[]>();
  for (const { dentist } of list) {
    if (!seen.has(dentist.languages)) {
      seen.add(dentist.languages);
      take(dentist.languages);
    }
    if (dentist.practitionerLanguages) take(dentist.practitionerLanguages);
  }
  return { list: [...names.values()].sort(compare), counts, names, varied };
}

/**
 * The previous index's languages after `basis`'s changes: the counts less the entries gone, plus
 * the fresh ones; the list sorted again only when a language came or went. Undefined when a
 * changed entry names a language typed in more than one way (the caller reads every dentist).
 */
export function spokenLanguagesAfter(
  before: SpokenLanguages,
  basis: IndexBasis,
  compare: (a: string, b: string) => number,
): SpokenLanguages | undefined {
  const counts = new Map(before.counts);
  const names = new Map(before.names);
  let cameOrWent = false;
  for (const entry of basis.removed) {
    for (const key of entry.languages) {
      if (!key) continue;
      if (before.varied.has(key)) return undefined;
      const count = (counts.get(key) ?? 0) - 1;
      if (count > 0) counts.set(key, count);
      else {
        counts.delete(key);
        names.delete(key);
        cameOrWent = true;
      }
    }
  }
  for (const entry of basis.fresh) {
    for (const key of entry.languages) {
      if (!key) continue;
      if (before.varied.has(key)) return undefined;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const language of typed(entry.dentist)) {
      const key = languageKey(language);
      if (!key) continue;
      const name = recordedLanguage(language);
      const had = names.get(key);
      if (had === undefined) {
        names.set(key, name);
        cameOrWent = true;
      } else if (had !== name) return undefined;
    }
  }
  const list = cameOrWent ? [...names.values()].sort(compare) : before.list;
  return { list, counts, names, varied: before.varied };
}
