import { withVisibleControls } from "../../rules/text";

/**
 * Text a person typed (or that came from outside: an e-mail address, a mail server's error), as
 * an operator reads it. Isolated (<bdi>, D148), so it cannot reorder the labels and values around
 * it; and every bidi control or control character in it is shown as a marker ("⟨U+202E⟩") rather
 * than obeyed, so what is inside reads as stored, and a hidden override is seen for what it is.
 */
export function TypedText({ text }: { text: string }) {
  return <bdi>{withVisibleControls(text)}</bdi>;
}
