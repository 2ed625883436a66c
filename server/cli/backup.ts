// npm run backup -- <target-file>
// Online backup of the embedded SQLite database while the server runs. For PostgreSQL use
// pg_dump (see README).
import { loadConfig } from "../platform/config";
import { backupSqlite, integrityCheck } from "../platform/db/backup";
import { sqliteFileIn } from "../platform/db/connect";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <target-file>");
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump instead (see README).");
  process.exit(2);
}
const { pages } = await backupSqlite(sqliteFileIn(config.DATA_DIR), target);
console.log(`Backed up ${pages} pages to ${target}; integrity check: ${integrityCheck(target)}`);
