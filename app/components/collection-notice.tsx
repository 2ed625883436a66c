import { useId } from "react";
import { Link } from "react-router";

import { COLLECTION_NOTICES, type NoticeForm } from "../content/collection-notices";
import { paths } from "../../rules/paths";

/**
 * "Told at collection": beside every form, what it collects, why, who sees it, how long it is
 * kept and how to see or correct it, with the privacy policy. `compact` for small forms.
 */
export function CollectionNotice({ form, compact = false }: { form: NoticeForm; compact?: boolean }) {
  const id = useId();
  const notice = COLLECTION_NOTICES[form];
  const access = (
    <>
      You can ask to see or correct it through our{" "}
      <Link to={paths.contact()} className="font-semibold text-brand-800 underline">
        contact form
      </Link>
      . More in our{" "}
      <Link to={paths.privacy()} className="font-semibold text-brand-800 underline">
        privacy policy
      </Link>
      .
    </>
  );
  if (compact) {
    const summary =
      "summary" in notice
        ? notice.summary
        : `${notice.collected} ${notice.why} Seen by: ${notice.whoSees} Kept: ${notice.kept}`;
    return (
      <p className="text-xs leading-relaxed text-slate-700" data-testid="collection-notice">
        {summary} {access}
      </p>
    );
  }
  const rows: [string, string][] = [
    ["What we collect", notice.collected],
    ["Why", notice.why],
    ["Who sees it", notice.whoSees],
    ["How long we keep it", notice.kept],
  ];
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
      data-testid="collection-notice"
    >
      <h3 id={id} className="font-bold text-ink">
        About your information
      </h3>
      <dl className="mt-2 space-y-1.5">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt className="inline font-semibold text-slate-800">{label}: </dt>
            <dd className="inline">{text}</dd>
          </div>
        ))}
        <div>
          <dt className="inline font-semibold text-slate-800">Seeing or correcting it: </dt>
          <dd className="inline">{access}</dd>
        </div>
      </dl>
    </section>
  );
}
