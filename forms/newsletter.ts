import { z } from "zod";

import { withSchema } from "./definition";
import { newsletterForm } from "./newsletter-fields";
import { shapeOf } from "./schema";

/** Newsletter sign-up from the blog: an e-mail address (the spec leaves the call open). */
const newsletterSchema = z.object(shapeOf(newsletterForm.fields));

export const newsletter = withSchema(newsletterForm, newsletterSchema);
