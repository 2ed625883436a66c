import { z } from "zod";

import { dentistSchema } from "../rules/listings/validate";
import { withSchema } from "./definition";
import { partnerForm } from "./partner-fields";
import { shapeOf } from "./schema";

const shape = shapeOf(partnerForm.fields);

/**
 * Partner application (spec §3, §5). The registration number (issue 21) is checked as a listing's
 * is: an approved application becomes a draft listing holding it.
 */
export const partnerSchema = z.object({
  ...shape,
  registrationNumber: shape.registrationNumber.pipe(dentistSchema.shape.registrationNumber),
});

export const partner = withSchema(partnerForm, partnerSchema);
