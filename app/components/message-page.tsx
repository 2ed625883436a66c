import { PageHeader } from "./page-header";

/** A page that only says something: a link that opens nothing, an answer that could not be read. */
export function MessagePage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page max-w-3xl pb-14">
        <p className="text-lg text-slate-800">{text}</p>
      </div>
    </>
  );
}
