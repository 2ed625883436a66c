import type { ReactNode } from "react";

import { SITE } from "../content/site";
import { formatDate } from "../lib/dates";
import { PageHeader } from "./page-header";

/** A legal page (privacy policy, terms): its title, the date the legal text last changed, then the text. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader
        title={title}
        lead={
          <>
            Last updated <time dateTime={SITE.legalUpdated}>{formatDate(SITE.legalUpdated)}</time>
          </>
        }
      />
      <div className="container-page pb-14">
        <article className="prose-page max-w-3xl">{children}</article>
      </div>
    </>
  );
}
