import { describe, expect, it } from "vitest";

import { ARTICLES, articleWordCount } from "../content/articles";
import { TEAM } from "../content/team";
import {
  ALL_CATEGORIES,
  categoriesOf,
  featuredArticle,
  listArticles,
  parseSort,
  relatedArticles,
  searchArticles,
  sortArticles,
} from "./articles";

describe("the article content", () => {
  it("has more than seven articles, so Load More has something to reveal", () => {
    expect(ARTICLES.length).toBeGreaterThan(7);
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))("%s is at least 600 words by a team member", (_slug, article) => {
    expect(articleWordCount(article)).toBeGreaterThanOrEqual(600);
    expect(TEAM.map((t) => t.name)).toContain(article.author);
    expect(article.image).toBe(`/images/articles/${article.slug}.svg`);
  });
});

describe("sortArticles", () => {
  it("sorts newest first, oldest first and by views", () => {
    const newest = sortArticles(ARTICLES, "newest").map((a) => a.date);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = sortArticles(ARTICLES, "oldest").map((a) => a.date);
    expect(oldest).toEqual([...oldest].sort());
    const views = sortArticles(ARTICLES, "popular").map((a) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("falls back to newest for an unknown sort value", () => {
    expect(parseSort("sideways")).toBe("newest");
    expect(parseSort("popular")).toBe("popular");
  });
});

describe("listArticles", () => {
  it("leaves the featured article out of the grid when every category shows", () => {
    const featured = featuredArticle(ARTICLES);
    const list = listArticles(ARTICLES, ALL_CATEGORIES, "newest");
    expect(list).toHaveLength(ARTICLES.length - 1);
    expect(list).not.toContain(featured);
  });

  it("keeps only the chosen category, featured article included", () => {
    const list = listArticles(ARTICLES, "Costs & Funding", "oldest");
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((a) => a.category === "Costs & Funding")).toBe(true);
  });

  it("lists each category once", () => {
    const categories = categoriesOf(ARTICLES);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).toContain("Oral Health");
  });
});

describe("searchArticles", () => {
  it("lists exactly the articles carrying a topic tag", () => {
    const found = searchArticles(ARTICLES, "gum-health");
    expect(found.map((a) => a.slug).sort()).toEqual(
      ARTICLES.filter((x) => x.tags.includes("gum-health"))
        .map((a) => a.slug)
        .sort(),
    );
    expect(found.length).toBeGreaterThanOrEqual(2);
  });

  it("falls back to words when no tag matches", () => {
    const found = searchArticles(ARTICLES, "mouthguard");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => JSON.stringify(a).toLowerCase().includes("mouthguard"))).toBe(true);
  });

  it("matches free words regardless of case and puts title matches first", () => {
    const found = searchArticles(ARTICLES, "Wisdom Teeth");
    expect(found[0]?.slug).toBe("wisdom-teeth-when-do-they-need-to-come-out");
  });

  it("finds nothing for an empty query or an unknown word", () => {
    expect(searchArticles(ARTICLES, "  ")).toEqual([]);
    expect(searchArticles(ARTICLES, "zzqx")).toEqual([]);
  });
});

describe("relatedArticles", () => {
  it("returns other articles sharing tags", () => {
    const article = ARTICLES[0]!;
    const related = relatedArticles(ARTICLES, article);
    expect(related).toHaveLength(3);
    expect(related).not.toContain(article);
    for (const r of related) {
      expect(r.tags.some((t) => article.tags.includes(t)) || r.category === article.category).toBe(true);
    }
  });
});
