import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Which rows changed since a listings version (issue 36 item 8): every practice and listing row
 * gets `changed_at`, the listings version current when it was last written, set by the database
 * itself (a trigger on insert and update), so every write path, every instance and the import
 * command stamp their rows without being told. A snapshot read at version V then reads only the
 * rows with changed_at >= V (server/listings/snapshot.ts) instead of every listing. Existing rows
 * start at 0: a server reads everything at start anyway.
 */
const TABLES = ["practices", "dentists", "surgeons", "emergency_clinics"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("changed_at", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_changed_at`).on(table).column("changed_at").execute();
  }
  if (postgres) {
    await sql`
      create function listings_stamp_changed_at() returns trigger language plpgsql as $$
      begin
        new.changed_at := (select version from listings_version where id = 1);
        return new;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_changed_at`)} before insert or update on ${sql.table(table)}
        for each row execute function listings_stamp_changed_at()`.execute(db);
    }
    return;
  }
  // SQLite cannot assign NEW in a trigger: it stamps the row after the write instead (a trigger's
  // own update fires no trigger again: recursive triggers are off).
  for (const table of TABLES) {
    for (const event of ["insert", "update"]) {
      await sql
        .raw(
          `create trigger ${table}_changed_at_${event} after ${event} on ${table} for each row begin ` +
            `update ${table} set changed_at = (select version from listings_version where id = 1) where id = new.id; end`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    if (postgres) await sql`drop trigger ${sql.id(`${table}_changed_at`)} on ${sql.table(table)}`.execute(db);
    else
      for (const event of ["insert", "update"]) await sql.raw(`drop trigger ${table}_changed_at_${event}`).execute(db);
    await db.schema.dropIndex(`${table}_changed_at`).execute();
    await db.schema.alterTable(table).dropColumn("changed_at").execute();
  }
  if (postgres) await sql`drop function listings_stamp_changed_at()`.execute(db);
}
