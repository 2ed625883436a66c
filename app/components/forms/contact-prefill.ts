import { LIMITS } from "../../../forms/common";
import { CONTACT_CATEGORY_OPTIONS } from "../../../forms/options";
import { isOneLine } from "../../../rules/text";

/**
 * Values to pre-fill when a link asks for a kind of message
 * (`/contact?category=feedback&subject=Change+to+listing%3A+…`). The category may be given as its
 * value or its label; an unknown one is ignored. Both stay editable.
 */
export function contactPrefill(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  const category = params.get("category")?.trim().toLowerCase();
  const option = category
    ? CONTACT_CATEGORY_OPTIONS.find((o) => o.value === category || o.label.toLowerCase() === category)
    : undefined;
  if (option) values.category = option.value;
  const subject = params.get("subject")?.trim();
  if (subject) values.subject = subject.slice(0, LIMITS.short);
  // The listing a "Report a change" link names; the form service checks it. A hidden field the
  // form would refuse (a line break, a bidi control) is left out: nobody could see or fix it.
  const listing = params.get("listing")?.trim();
  if (listing && isOneLine(listing)) values.listing = listing.slice(0, LIMITS.short);
  return values;
}
