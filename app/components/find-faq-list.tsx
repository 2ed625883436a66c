import type { Faq } from "../content/types";

/** Questions as native disclosure widgets: keyboard-operable, readable without JavaScript. */
function FaqList({ faqs, headingLevel = 3 }: { faqs: readonly Faq[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-4 sm:p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4">
            <Heading className="font-semibold text-ink">{faq.question}</Heading>
            <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** A page's "Frequently asked questions" section: its h2 (linked by `id`), then the questions. */
export function FaqSection({
  id,
  faqs,
  listClassName = "mt-4 max-w-3xl",
}: {
  id: string;
  faqs: readonly Faq[];
  listClassName?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <div className={listClassName}>
        <FaqList faqs={faqs} />
      </div>
    </section>
  );
}
