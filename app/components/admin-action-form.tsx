import type { ReactNode, Ref } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * A form for one change on an operator page (its `intent`), sent with fetcher.submit. While a
 * change is under way another submit is dropped, so a double click changes, deletes or exports
 * once (the button keeps its focus: it is not disabled). flushSync: "submitting" is rendered before
 * the submit event ends, not later in a transition, so even a second click a millisecond later sees it.
 */
export function ActionForm({
  fetcher,
  intent,
  className,
  formRef,
  onReset,
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "state" | "submit">;
  intent: string;
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  onReset?: () => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      ref={formRef}
      className={className}
      onReset={onReset}
      onSubmit={(event) => {
        event.preventDefault();
        if (fetcher.state === "idle") void fetcher.submit(event.currentTarget, { method: "post", flushSync: true });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
