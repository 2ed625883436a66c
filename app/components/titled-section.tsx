import type { ReactNode } from "react";

/**
 * A part of a page under its own h2, which also names it (aria-labelledby) so a screen reader's
 * list of landmarks reads the heading. A main section's heading is the default size; a card or
 * side panel passes its smaller one. `as="nav"` for a section of links.
 */
export function TitledSection({
  id,
  title,
  className,
  headingClassName = "text-2xl font-bold",
  as: Tag = "section",
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  as?: "section" | "nav";
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
