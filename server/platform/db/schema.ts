/*
 * Every table the server uses, for Kysely's typed queries. Each part of the platform and each
 * feature adds its tables to this interface from its own tables file (`declare module` …
 * `interface Database extends …Tables {}`), so the database names no owner and each table is
 * declared where it is owned (docs/architecture-appendix.md lists them).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
