import type { ReactNode } from "react";

/**
 * A card on an operator page: a section named by its own h2 (`{id}-heading`), so a screen reader's
 * list of regions reads the page's parts. `roomy` for the wide column's cards.
 */
export function AdminPanel({
  id,
  title,
  roomy = false,
  children,
}: {
  id: string;
  title: ReactNode;
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={roomy ? "card p-4 sm:p-6" : "card p-4"} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
