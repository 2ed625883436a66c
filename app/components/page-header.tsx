import type { ReactNode } from "react";

/**
 * The top of every content page: its one h1 and an optional lead paragraph. `mi`: the heading's
 * te reo Māori name, shown beneath the English in the h1 and marked `lang="mi"` (English first,
 * as New Zealand government sites order it for screen readers; D595).
 */
export function PageHeader({
  title,
  mi,
  lead,
  children,
}: {
  title: ReactNode;
  mi?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {title}
          {mi && (
            <span lang="mi" className="mt-1 block text-lg font-semibold tracking-normal text-brand-700">
              {mi}
            </span>
          )}
        </h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
