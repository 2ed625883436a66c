import type { ReactNode } from "react";

/** A few short facts of a card as a description list, each "Label: value" on its own line. */
export function InlineFacts({
  facts,
  className,
}: {
  facts: readonly (readonly [string, ReactNode])[];
  className: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="inline font-semibold">{`${label}: `}</dt>
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
