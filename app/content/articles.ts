import { ACC_DENTAL_INJURIES, DENTIST_COSTS, FREE_CARE_FOR_CHILDREN } from "./articles-costs";
import { DENTAL_EMERGENCY } from "./articles-emergency";
import { DENTAL_ANXIETY, GUM_DISEASE, WISDOM_TEETH } from "./articles-oral-health";
import { DENTAL_IMPLANTS, INVISALIGN_VS_BRACES, TEETH_WHITENING } from "./articles-treatments";
import type { Article } from "./types";

/**
 * Guides for the Articles section. Authors are names from TEAM (team.ts).
 * readTime is ceil(articleWordCount / 200); tags are lowercase kebab-case and shared across articles.
 */
export const ARTICLES: readonly Article[] = [
  DENTAL_EMERGENCY,
  DENTIST_COSTS,
  INVISALIGN_VS_BRACES,
  DENTAL_IMPLANTS,
  TEETH_WHITENING,
  FREE_CARE_FOR_CHILDREN,
  ACC_DENTAL_INJURIES,
  GUM_DISEASE,
  WISDOM_TEETH,
  DENTAL_ANXIETY,
];

/** Counts whitespace-separated words across every paragraph of an article. */
export function articleWordCount(a: Article): number {
  let total = 0;
  for (const section of a.sections) {
    for (const paragraph of section.paragraphs) {
      total += paragraph.split(/\s+/).filter((w) => w.length > 0).length;
    }
  }
  return total;
}

/** Topic chips shown on the Articles page; each slug is a tag shared by two or more articles. */
export const POPULAR_TOPICS: readonly { label: string; slug: string }[] = [
  { label: "Dental costs", slug: "costs" },
  { label: "Emergencies", slug: "emergency" },
  { label: "ACC cover", slug: "acc" },
  { label: "Kids' teeth", slug: "children" },
  { label: "Invisalign", slug: "invisalign" },
  { label: "Gum health", slug: "gum-health" },
];
