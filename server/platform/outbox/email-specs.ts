/*
 * What an e-mail job stores, as a type: apart from the registry (emails.ts), so the jobs and the
 * link tokens name it without importing the worker back.
 */

/**
 * Every e-mail's spec, by feature: each feature adds its own union here from its specs file
 * (`declare module` … `interface EmailSpecs { feature: Spec }`), so enqueueing one is typed
 * everywhere while the outbox names no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EmailSpecs {}
export type EmailSpec = EmailSpecs[keyof EmailSpecs];
