import { readFileSync, statSync } from "node:fs";

/** /proc/locks names a file by its device (major:minor in hex, as Linux splits st_dev) and inode. */
function lockKey(file: string): string {
  const { dev, ino } = statSync(file);
  const major = (dev >> 8) & 0xfff;
  const minor = (dev & 0xff) | ((dev >> 12) & 0xfff00);
  return `${major.toString(16).padStart(2, "0")}:${minor.toString(16).padStart(2, "0")}:${ino}`;
}

/**
 * The POSIX locks process `pid` holds on `file`, as Linux's /proc/locks lists them. SQLite holds
 * one on the database file for as long as a connection is open in WAL mode: the lock is how
 * another client knows it is not the last one, and leaves the WAL alone when it closes.
 */
export function posixLocksHeld(pid: number, file: string): string[] {
  const key = lockKey(file);
  return readFileSync("/proc/locks", "utf8")
    .split("\n")
    .filter((line) => {
      const words = line.trim().split(/\s+/);
      return words[1] === "POSIX" && words[4] === String(pid) && words[5] === key;
    });
}
