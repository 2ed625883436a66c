import type { ReactNode } from "react";

const TONES = {
  status: "rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900",
  alert: "rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900",
} as const;

/**
 * What came of the thing a person just did, said at the top of its page or form: "status" (done;
 * a screen reader says it when it is free) in the site's colours, "alert" (refused or failed; said
 * at once) in red. A `div` when it holds paragraphs of its own.
 */
export function Notice({
  tone,
  as: Tag = "p",
  className,
  children,
}: {
  tone: keyof typeof TONES;
  as?: "p" | "div";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag role={tone} className={className ? `${className} ${TONES[tone]}` : TONES[tone]}>
      {children}
    </Tag>
  );
}
