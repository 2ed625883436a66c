import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

import type { HoldReason } from "../../rules/reviews/moderation";

/*
 * Why a review is held for a moderator's closer look (issue 35 item 4): a phone number, an e-mail
 * address, a link, or abuse. Held is not refused: a moderator still publishes, edits or rejects it,
 * with these reasons shown. Abuse is found with obscenity's maintained English list (its variants
 * and leetspeak), not a hand-written one (D561).
 */

/**
 * Seven or more digits in a row, allowing the spaces, dots, dashes and brackets people write
 * numbers with ("021 555 0123", "(09) 555-0123", "+64 21 555 0123"). A year, a price or "3 of 5"
 * has fewer.
 */
const PHONE = /(?:\+?\d[\s().-]{0,3}){7,}/u;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** A scheme, "www.", or a bare domain with a common ending ("smile.co.nz", "bit.ly/x"). */
const LINK =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:co\.nz|org\.nz|net\.nz|govt\.nz|nz|com|net|org|io|ly|me|info|biz|au)\b)/iu;

const abuse = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The reasons this text should be held for a moderator, in a fixed order; none: it waits as "pending". */
export function holdReasons(text: string): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (PHONE.test(text)) reasons.push("phone");
  if (EMAIL.test(text)) reasons.push("email");
  // An e-mail address's domain is not also a link.
  if (LINK.test(text.replace(new RegExp(EMAIL.source, "gu"), " "))) reasons.push("link");
  if (abuse.hasMatch(text)) reasons.push("abuse");
  return reasons;
}
