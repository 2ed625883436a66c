import type { MetaDescriptor } from "react-router";

import { SITE } from "../content/site";
import type { Faq } from "../content/types";

interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. "/services/invisalign". */
  path: string;
  noindex?: boolean;
  /** schema.org objects to embed as JSON-LD. */
  jsonLd?: object[];
}

/** Title, description, canonical link, Open Graph and JSON-LD for one page. */
export function pageMeta({ title, description, path, noindex, jsonLd = [] }: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? title : `${title} | ${SITE.name}`;
  const url = `${SITE.origin}${path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: SITE.name },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** schema.org FAQPage JSON-LD for a list of questions. */
export function faqPageJsonLd(faqs: readonly Faq[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
