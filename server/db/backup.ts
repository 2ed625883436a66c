import SQLite from "better-sqlite3";

import { preparePrivateSqliteFile } from "./private-file";

/**
 * Copies a live SQLite database to `target` with SQLite's online backup API: the server keeps
 * reading and writing while it runs, and the copy is a consistent snapshot. The copy holds the
 * same personal data, so it is made readable by this user only, as the database is.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<{ pages: number }> {
  preparePrivateSqliteFile(targetFile);
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    const result = await source.backup(targetFile);
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
