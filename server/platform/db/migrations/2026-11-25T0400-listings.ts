import { type CreateTableBuilder, type Kysely, sql } from "kysely";

// Frozen: never edit after it ships; add a new migration instead.
/**
 * Listings (issue 21): practices, and the dentists, surgeons and emergency clinics listed at them.
 * Lists and structured values (opening hours, languages, services...) are JSON text on both
 * databases; yes/no facts are boolean columns (0/1 on SQLite). `listings_version` is one row whose
 * number every listing write bumps in its own transaction, so each server instance can tell
 * cheaply whether its in-memory copy of the published listings is still current.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("practices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("city_slug", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("lat", "double precision", (c) => c.notNull())
    .addColumn("lng", "double precision", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("website", "text", (c) => c.notNull())
    .addColumn("booking_email", "text", (c) => c.notNull())
    .addColumn("opening_hours", "text", (c) => c.notNull())
    .addColumn("languages", "text", (c) => c.notNull())
    .addColumn("wheelchair", "boolean", (c) => c.notNull())
    .addColumn("accessible_parking", "boolean", (c) => c.notNull())
    .addColumn("hearing_loop", "boolean", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // What every listing carries: its practice, whether the public sees it, and how current it is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const listing = (table: CreateTableBuilder<any, any>) =>
    table
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("practice_id", "text", (c) => c.notNull().references("practices.id"))
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('published', 'draft')`))
      .addColumn("checked_on", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull());
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const timestamps = (table: CreateTableBuilder<any, any>) =>
    table.addColumn("created_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull());

  await timestamps(
    listing(db.schema.createTable("dentists"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("registration_number", "text", (c) => c.notNull())
      .addColumn("rating", "double precision", (c) => c.notNull())
      .addColumn("reviews", "integer", (c) => c.notNull())
      .addColumn("services", "text", (c) => c.notNull())
      .addColumn("price_tier", "text", (c) => c.notNull())
      .addColumn("price_range", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("specialties", "text", (c) => c.notNull())
      .addColumn("experience", "text", (c) => c.notNull())
      .addColumn("funding_acc", "boolean", (c) => c.notNull())
      .addColumn("funding_work_and_income", "boolean", (c) => c.notNull())
      .addColumn("funding_under18", "boolean", (c) => c.notNull())
      .addColumn("funding_southern_cross", "boolean", (c) => c.notNull())
      .addColumn("funding_nib_first_choice", "boolean", (c) => c.notNull())
      .addColumn("accepting_new_patients", "boolean", (c) => c.notNull()),
  ).execute();

  await timestamps(
    listing(db.schema.createTable("surgeons"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("registration_number", "text", (c) => c.notNull())
      .addColumn("rating", "double precision", (c) => c.notNull())
      .addColumn("reviews", "integer", (c) => c.notNull())
      .addColumn("specialties", "text", (c) => c.notNull())
      .addColumn("experience", "text", (c) => c.notNull())
      .addColumn("qualifications", "text", (c) => c.notNull())
      .addColumn("price_tier", "text", (c) => c.notNull()),
  ).execute();

  await timestamps(
    listing(db.schema.createTable("emergency_clinics"))
      .addColumn("services", "text", (c) => c.notNull())
      .addColumn("wait_time", "text", (c) => c.notNull()),
  ).execute();

  for (const table of ["dentists", "surgeons", "emergency_clinics"]) {
    await db.schema.createIndex(`${table}_practice`).on(table).column("practice_id").execute();
    await db.schema.createIndex(`${table}_status`).on(table).column("status").execute();
  }

  await db.schema
    .createTable("listings_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("listings_version").values({ id: 1, version: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("listings_version").execute();
  await db.schema.dropTable("emergency_clinics").execute();
  await db.schema.dropTable("surgeons").execute();
  await db.schema.dropTable("dentists").execute();
  await db.schema.dropTable("practices").execute();
}
