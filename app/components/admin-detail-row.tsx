import type { ReactNode } from "react";

/**
 * One label and value of an operator page's description list (a submission's fields, a listing's
 * facts, a practice's answer). Long values wrap anywhere, so an address or a URL cannot widen the card.
 */
export function DetailRow({
  label,
  preLine = false,
  children,
}: {
  label: string;
  /** Keep the value's own line breaks (what a person typed). */
  preLine?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="contents">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className={`${preLine ? "whitespace-pre-line " : ""}text-ink [overflow-wrap:anywhere]`}>{children}</dd>
    </div>
  );
}
