import { useId, useState } from "react";

import type { Faq } from "../content/types";

/**
 * Questions and answers under an h2. With `initialCount`, the rest stay in the HTML but hidden
 * until "View All FAQs" is pressed.
 */
export function FaqList({ title, faqs, initialCount }: { title: string; faqs: readonly Faq[]; initialCount?: number }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const limit = initialCount ?? faqs.length;
  const hasMore = faqs.length > limit;
  return (
    <section aria-labelledby={`${listId}-heading`}>
      <h2 id={`${listId}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      <div id={listId} className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqs.map((faq, index) => (
          <div key={faq.question} className="p-4 sm:p-5" hidden={!expanded && index >= limit}>
            <h3 className="font-semibold text-ink">{faq.question}</h3>
            <p className="mt-2 text-slate-700">{faq.answer}</p>
          </div>
        ))}
      </div>
      {hasMore && (
        <button
          type="button"
          className="btn-secondary mt-4"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? "Show Fewer FAQs" : "View All FAQs"}
        </button>
      )}
    </section>
  );
}
