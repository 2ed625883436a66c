import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";

/** Patients' details: no other local user may list the folder we create or read the files. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Readies a SQLite database file (the live one or a backup) before SQLite opens it: its folder
 * is created 0700 when missing (an existing folder is the operator's to set), the file is created
 * 0600, and one an earlier version left readable by every user is closed up, with its -wal, -shm
 * and -journal files. SQLite gives the journal files it creates the database file's mode.
 *
 * An existing file is never opened here, only chmod'ed by path: closing any descriptor on a file
 * drops every POSIX lock the process holds on it, SQLite's included. A server without its lock
 * lets another client that closes (the sqlite3 shell, a backup) believe it is the last one, which
 * then checkpoints and deletes the -wal and -shm the server is still writing to.
 */
export function preparePrivateSqliteFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: FOLDER_MODE });
  createIfMissing(file);
  for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (existsSync(path)) chmodSync(path, FILE_MODE);
  }
}

/** "wx" fails on an existing file instead of opening it: the descriptor is only ever on a new, empty file. */
function createIfMissing(file: string): void {
  try {
    closeSync(openSync(file, "wx", FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
