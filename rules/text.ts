/** "Taupō" → "taupo": lower case, without diacritics, for matching either spelling. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** "How Much Does It Cost?" → "how-much-does-it-cost" (the blog's link rule). */
export function slugify(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/*
 * Characters a person's text may not carry (issue 33). Bidi controls reorder what is shown around
 * them ("Mallory\u202Egnp.exe" reads "Malloryexe.png"): the embeddings and overrides U+202A–U+202E,
 * the isolates U+2066–U+2069 and the marks U+200E, U+200F and U+061C. Control characters (C0, DEL,
 * C1) and the Unicode line and paragraph separators can forge a header or a log line.
 */
const BIDI_CONTROLS = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";
/** Anything but plain characters on one line. */
const NOT_ONE_LINE = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, "u");
/** In paragraphs: the same, but a new line and a tab are allowed. */
const NOT_PARAGRAPHS = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029${BIDI_CONTROLS}]`, "u");

/**
 * Control characters no text the site takes may hold, wherever it comes from (issue 48 item 3):
 * C0, DEL and C1, but the tab, new line and carriage return multi-line text is typed with.
 * PostgreSQL refuses a NUL in text outright; the others forge log lines and headers.
 */
const FORBIDDEN_CONTROL = new RegExp(`[${"\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F"}]`, "u");

/** The first control character `value` may not hold (see FORBIDDEN_CONTROL), or null. */
export function forbiddenControlIn(value: string): string | null {
  return FORBIDDEN_CONTROL.exec(value)?.[0] ?? null;
}

/** "U+0000": how a character is named to the person who sent it. */
export function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/*
 * Characters that show nothing and are never part of a name as read (issue 48 item 10): the
 * zero-width space, non-joiner and joiner, the word joiner and invisible operators (U+2060–U+2064),
 * the deprecated format controls (U+206A–U+206F), the byte-order mark, the soft hyphen, the
 * combining grapheme joiner, the Mongolian vowel separator, the Khmer inherent vowels, the Hangul
 * fillers and the tag characters. Bidi controls are not among them: those are refused (above).
 * Emoji variation selectors (U+FE0F) show, and stay.
 */
const INVISIBLE_CHARACTERS =
  "\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200D\\u2060-\\u2064\\u206A-\\u206F\\u3164\\uFEFF\\uFFA0\\u{E0000}-\\u{E007F}";
/** The combining marks (the grapheme joiner, the Khmer vowels) outside the class: in it they read as joined. */
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS}]|\\u034F|\\u17B4|\\u17B5`, "gu");

/** `value` without the characters that show nothing (INVISIBLE): "A\u200Broha" → "Aroha". */
export function withoutInvisibles(value: string): string {
  return value.replace(INVISIBLE, "");
}

/** True when `value` holds no line break, control character or bidi control. */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** True when `value` holds no control character or bidi control other than new lines and tabs. */
export function isParagraphs(value: string): boolean {
  return !NOT_PARAGRAPHS.test(value);
}

/** Windows (CR LF) and old Mac (CR) line breaks as plain new lines, so stored text has one kind. */
export function plainLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

/** Every character shown as a marker rather than obeyed in the operators' views. */
const SHOWN_AS_MARKER = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, "gu");

/**
 * Text as an operator should see it: each bidi control, control character (other than a new line
 * or a tab) or line separator replaced by a visible "⟨U+202E⟩", so it is named instead of obeyed.
 */
export function withVisibleControls(value: string): string {
  return value.replace(SHOWN_AS_MARKER, (char) => (char === "\n" || char === "\t" ? char : `⟨${codePointName(char)}⟩`));
}
