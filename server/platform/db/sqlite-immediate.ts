import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

/**
 * Kysely's SQLite driver begins every transaction with a plain (deferred) BEGIN, which takes the
 * write lock only at the first write. When another connection (the submission thread's) commits
 * between a transaction's first read and its first write, SQLite answers SQLITE_BUSY at once,
 * without waiting busy_timeout, because the transaction's snapshot is stale. BEGIN IMMEDIATE takes
 * the write lock first, waiting busy_timeout for it, so a read-then-write transaction cannot lose
 * that race. Kysely has no setting for it (kysely-org/kysely#1152), hence this driver.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** SqliteDialect whose transactions take the write lock first (see ImmediateSqliteDriver). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
