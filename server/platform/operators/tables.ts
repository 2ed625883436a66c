/** Row types of the operator inbox's tables. */

/** One person who may sign in to /admin. Created and removed from the command line only. */
export interface OperatorsTable {
  /** Random UUID. */
  id: string;
  /** Lower-cased e-mail address; unique. */
  email: string;
  /** "scrypt$N$r$p$saltBase64$hashBase64". */
  password_hash: string;
  created_at: string;
  /** Failed sign-ins since the last success (reset on success or when a lock ends). */
  failed_count: number;
  /** ISO time until which sign-in is refused, or null. */
  locked_until: string | null;
}

/** A signed-in operator's session. Only sha256 of the cookie's token is stored. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  /** Sent back by GET /admin/api/session; required in x-csrf-token on every state change. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

/** One failed sign-in (or one being checked): kept an hour, for the per-client and per-account limits. */
export interface SignInFailuresTable {
  /** Random UUID, so an attempt can take back its own row. */
  id: string;
  /** hashedEmail() of the typed address, whether or not an operator has it. */
  account_key: string;
  /** "ip:<address>", or "device:<token hash>" for a recognised device of that account's operator. */
  client_key: string;
  at: string;
}

/** A browser where an operator signed in (cookie nzdd_device); only sha256 of its token is stored. */
export interface OperatorDevicesTable {
  token_hash: string;
  operator_id: string;
  /** Recognised for DEVICE_MS after the last successful sign-in on it. */
  last_sign_in_at: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  sign_in_failures: SignInFailuresTable;
  operator_devices: OperatorDevicesTable;
}

// The platform's tables join the database's as every feature's do (db/schema.ts).
declare module "../db/schema" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends OperatorTables {}
}
