import { z } from "zod";

import { contactForm } from "./contact-fields";
import { withSchema } from "./definition";
import { shapeOf } from "./schema";

/** Contact message (spec §3, §5): every field required. */
export const contactSchema = z.object(shapeOf(contactForm.fields));

export const contact = withSchema(contactForm, contactSchema);
