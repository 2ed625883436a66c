import { bookingForm } from "./booking-fields";
import { contactForm } from "./contact-fields";
import type { FormSpec } from "./define";
import type { FormName } from "./names";
import { newsletterForm } from "./newsletter-fields";
import { partnerForm } from "./partner-fields";

/**
 * Every form's definition without its schema: light enough for any page (no zod, no
 * libphonenumber). The inbox reads labels and kinds from here; forms/index.ts adds the schemas.
 */
export const FORM_SPECS: { readonly [N in FormName]: FormSpec } = {
  booking: bookingForm,
  contact: contactForm,
  partner: partnerForm,
  newsletter: newsletterForm,
};
