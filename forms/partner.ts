import { z } from "zod";

import { withSchema } from "./definition";
import { partnerForm } from "./partner-fields";
import { shapeOf } from "./schema";

/** Partner application (spec §3, §5). */
export const partnerSchema = z.object(shapeOf(partnerForm.fields));

export type PartnerApplication = z.output<typeof partnerSchema>;

export const partner = withSchema(partnerForm, partnerSchema);
