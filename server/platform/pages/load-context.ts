import type { AppLoadContext } from "react-router";

/** The keys an interface declares, without React Router's open index signature (`[key: string]: unknown`). */
type Declared<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * The services the pages' loaders and actions read (React Router's load context, typed in
 * app/load-context.ts), without what the renderer adds to each rendering (its nonce, its error
 * report).
 */
export type PageServices = Omit<Declared<AppLoadContext>, "nonce" | "reportError">;
