import { foldText } from "../text";

/**
 * Languages as listings record them and the directory filters on them (issue 38, item 9). Each
 * language has one recorded name, in English as the rest of the site is; a practice that types
 * another common name for one of these (its own name for itself, an abbreviation) gets the recorded
 * one, so a patient who ticks "Samoan" finds a practice that typed "Gagana Samoa" (D598).
 */
export const RECORDED_LANGUAGES = [
  "Te reo Māori",
  "New Zealand Sign Language",
  "Samoan",
  "Tongan",
  "Cook Islands Māori",
  "Niuean",
  "Fijian",
  "Tokelauan",
  "Tuvaluan",
] as const;

/** Letters only, lower case, without macrons: "Lea faka-Tonga" and "lea fakatonga" are one key. */
const keyOf = (name: string) => foldText(name).replace(/[^a-z]+/g, "");

/** Other names in common use, by key: each language's name for itself, and the usual short forms. */
const OTHER_NAMES: Record<string, (typeof RECORDED_LANGUAGES)[number]> = {
  maori: "Te reo Māori",
  tereo: "Te reo Māori",
  reomaori: "Te reo Māori",
  nzsl: "New Zealand Sign Language",
  nzsignlanguage: "New Zealand Sign Language",
  gaganasamoa: "Samoan",
  leafakatonga: "Tongan",
  tereomaorikukiairani: "Cook Islands Māori",
  cookislandmaori: "Cook Islands Māori",
  vagahauniue: "Niuean",
  vosavakaviti: "Fijian",
  navosavakaviti: "Fijian",
  gaganatokelau: "Tokelauan",
  teganatuvalu: "Tuvaluan",
};

const RECORDED = new Map<string, string>([
  ...RECORDED_LANGUAGES.map((name) => [keyOf(name), name] as const),
  ...Object.entries(OTHER_NAMES),
]);

/** The recorded name of a language as typed ("te reo", "NZSL" → "Te reo Māori", "New Zealand Sign Language"); any other language as typed. */
export function recordedLanguage(typed: string): string {
  const name = typed.trim();
  return RECORDED.get(keyOf(name)) ?? name;
}

/** What a filter compares: the recorded name folded (case and macrons aside). */
export function languageKey(typed: string): string {
  return foldText(recordedLanguage(typed));
}
