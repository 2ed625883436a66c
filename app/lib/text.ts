// Folding and slugs are shared with the server (listing search): one definition, in rules/.
export { foldText, slugify } from "../../rules/text";

export function formatNzd(amount: number): string {
  return `$${amount.toLocaleString("en-NZ")}`;
}
