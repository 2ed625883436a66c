/* Practice owners' passkeys (issue 36 item 1): the limits the server and the pages share. */

/** A pending sign-in (after the e-mailed link, before the passkey) lasts this long. */
export const PASSKEY_SIGN_IN_MINUTES = 10;
/** The challenge of adding a passkey lasts this long. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_NAME_MAX = 60;
