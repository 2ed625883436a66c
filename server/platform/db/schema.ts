import type { AuditTables } from "../audit/tables";
import type { OutboxTables } from "../outbox/tables";
import type { OperatorTables } from "../operators/tables";

/*
 * Every table the server uses, for Kysely's typed queries. The platform declares its own (the
 * outbox's jobs, operators); each feature adds its tables to this interface from its own
 * tables file (`declare module` … `interface Database extends …`), so the platform names no feature
 * and a feature's tables are declared where they are owned.
 */
export interface Database extends OutboxTables, OperatorTables, AuditTables {}
