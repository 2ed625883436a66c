import type { Kysely } from "kysely";

/** Marks the schema's starting point; each feature adds its own timestamped migration after it. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
