/** Typed shapes of the site's sample content. One module per kind of record feeds every page. */

import type { City } from "../../rules/listings/types";

export type { City };

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** Path of our own SVG illustration under /images/articles/. */
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date, e.g. "2024-03-12". */
  date: string;
  /** Minutes. */
  readTime: number;
  category: string;
  /** Relative popularity for the "Most Popular" sort (views in the last 90 days). */
  views: number;
  tags: string[];
  sections: ArticleSection[];
}

/** An article without its body: what cards, listings and related links need. */
export type ArticleSummary = Omit<Article, "sections">;

export interface TeamMember {
  name: string;
  role: string;
  image: string;
  bio: string;
}

export interface SurgicalService {
  slug: string;
  name: string;
  description: string;
  priceRange: string;
  duration: string;
  benefits: string[];
}

export interface Faq {
  question: string;
  answer: string;
}
