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

/** A panel's last answer (useAdminPanel): the server's error as an alert, or what was done as a status. */
export function AdminPanelMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-2 text-sm text-brand-900">
          {notice}
        </p>
      )}
    </>
  );
}
