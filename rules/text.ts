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
