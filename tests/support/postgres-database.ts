import { randomBytes } from "node:crypto";

import pg from "pg";

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs one statement on TEST_DATABASE_URL's server, on a connection of its own. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL database named `{prefix}_{random}` on TEST_DATABASE_URL's server, for
 * tests that start whole server processes: they take a database URL, not a schema (the in-process
 * tests' schemas are tests/server/databases.ts). `drop` removes it even while a killed server's
 * connections linger.
 */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
