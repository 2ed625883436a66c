/** Row types of the form service's tables (filled in by the forms work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SubmissionTables {}
