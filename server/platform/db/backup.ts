import SQLite from "better-sqlite3";

import { preparePrivateSqliteFile } from "./private-file";

/** SQLite's largest page count per backup step (better-sqlite3 caps it there). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database to `target` with SQLite's online backup API: the server keeps
 * reading and writing while it runs, and the copy is a consistent snapshot. The copy holds the
 * same personal data, so it is made readable by this user only, as the database is.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<{ pages: number }> {
  preparePrivateSqliteFile(targetFile);
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    // Every page in one step: a step copies from one read snapshot, and in WAL mode a reader never
    // blocks the server's writes. In steps of 100 pages (the default) any write between two steps
    // restarts the copy, so a database over 100 pages under steady writes was never copied.
    const result = await source.backup(targetFile, { progress: () => ALL_PAGES });
    return { pages: result.totalPages };
  } finally {
    source.close();
  }
}

/** Checks a database file (a backup before restoring it, say): "ok" when SQLite finds no damage. */
export function integrityCheck(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}
