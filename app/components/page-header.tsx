import type { ReactNode } from "react";

/** The top of every content page: its one h1 and an optional lead paragraph. */
export function PageHeader({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
