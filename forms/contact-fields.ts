import { WORKFLOWS } from "../rules/workflows";
import { EMAIL_FIELD, LIMITS } from "./common";
import { defineForm } from "./define";
import { CONTACT_CATEGORY_OPTIONS } from "./options";
import { SUCCESS_PAGES } from "./success-pages";

/** Contact message (spec §3, §5): every field required. Its schema: forms/contact.ts. */
export const contactForm = defineForm({
  name: "contact",
  label: "Contact message",
  referencePrefix: "CT",
  failureMessage: "There was an error sending your message. Please try again.",
  successPage: SUCCESS_PAGES.contact,
  statusLink: false,
  workflow: WORKFLOWS.contact,
  fields: {
    name: {
      kind: "text",
      label: "Name",
      personal: true,
      health: false,
      required: "Please enter your name.",
      max: LIMITS.name,
      autoComplete: "name",
    },
    email: EMAIL_FIELD,
    // Free text, like the message: it can name the person.
    subject: {
      kind: "text",
      label: "Subject",
      personal: true,
      health: false,
      required: "Please enter a subject.",
      max: LIMITS.short,
    },
    category: {
      kind: "choice",
      label: "Category",
      personal: false,
      health: false,
      required: "Please choose a category.",
      options: CONTACT_CATEGORY_OPTIONS,
    },
    message: {
      kind: "longText",
      label: "Message",
      personal: true,
      health: true,
      required: "Please enter your message.",
      max: LIMITS.message,
    },
    // Set by a profile's "Report a change" link ("dentist/{id}"), so the inbox opens the message
    // beside that listing. The form service keeps it only when it names a published listing.
    listing: {
      kind: "tracking",
      label: "Listing",
      personal: false,
      health: false,
      max: LIMITS.short,
    },
  },
  summary: (v) => ({ name: v.name, city: null, urgency: null }),
});
