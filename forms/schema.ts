import { z } from "zod";

import { TRACKING_FIELD_SPECS } from "./common";
import type { FieldSpec, FieldSpecs, ValuesOf } from "./define";
import {
  choiceList,
  futureDate,
  optionalChoice,
  optionalText,
  optionalUrl,
  requiredChoice,
  requiredEmail,
  requiredText,
} from "./fields";
import { requiredPhone } from "./phone";

/**
 * The zod schema of a form, built from its field definitions: the heavy half of a form (zod, and
 * libphonenumber for a phone), which the browser loads only once someone starts on the form.
 */

function missing(name: string, what: string): never {
  throw new Error(`Field ${name} needs ${what}`);
}

function fieldSchema(name: string, field: FieldSpec): z.ZodType {
  const max = () => field.max ?? missing(name, "a max");
  const message = () => field.required ?? missing(name, "a required message");
  const options = () => field.options ?? missing(name, "options");
  switch (field.kind) {
    case "text":
    case "longText":
    case "tracking": {
      const lines = field.kind === "longText" ? "many" : "one";
      return field.required ? requiredText(field.required, max(), lines) : optionalText(max(), lines);
    }
    case "email":
      return requiredEmail(message(), max());
    case "phone":
      return requiredPhone(message(), max());
    case "url":
      return optionalUrl(max());
    case "date":
      return futureDate(message());
    case "choice": {
      if (field.required) return requiredChoice(options(), field.required);
      const choice = optionalChoice(options(), field.invalid ?? missing(name, "an invalid message"));
      const initial = field.initial;
      return initial ? choice.transform((v) => v || initial) : choice;
    }
    case "choices":
      return choiceList(options(), field.invalid ?? missing(name, "an invalid message"));
  }
}

/** The object schema of these fields plus the tracking fields every form carries. */
export function shapeOf<F extends FieldSpecs>(fields: F) {
  const all = { ...fields, ...TRACKING_FIELD_SPECS };
  return Object.fromEntries(Object.entries(all).map(([name, field]) => [name, fieldSchema(name, field)])) as {
    [K in keyof ValuesOf<F>]: z.ZodType<ValuesOf<F>[K], unknown>;
  } & { [K in keyof typeof TRACKING_FIELD_SPECS]: z.ZodType<string, unknown> };
}
