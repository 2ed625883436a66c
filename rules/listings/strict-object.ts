import { z } from "zod";

/**
 * An object schema of the shared validation (rules/listings/validate.ts): records are strict, so a
 * field the shape does not have (a typo such as "phoen") is refused rather than silently dropped,
 * in words an operator can act on.
 */
export const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`
        : "Expected an object with the fields of docs/listings-format.md.",
  });
