/** Row types of the operator inbox's tables (filled in by the inbox work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperatorTables {}
