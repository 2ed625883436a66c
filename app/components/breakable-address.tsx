import { Fragment } from "react";

/**
 * An e-mail or web address that may break across lines only where a reader expects it: after
 * the @ and before a dot or slash (`<wbr>`), never in the middle of a word as `break-all` did.
 * Pair it with `break-words`, which cuts a part only if that part alone is wider than the line.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[./])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
