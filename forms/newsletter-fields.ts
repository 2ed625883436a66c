import { WORKFLOWS } from "../rules/workflows";
import { EMAIL_FIELD } from "./common";
import { defineForm } from "./define";
import { SUCCESS_PAGES } from "./success-pages";

/** Newsletter sign-up from the blog: an e-mail address (the spec leaves the call open). Its schema: forms/newsletter.ts. */
export const newsletterForm = defineForm({
  name: "newsletter",
  label: "Newsletter sign-up",
  referencePrefix: "NL",
  failureMessage: "There was an error signing you up. Please try again.",
  successPage: SUCCESS_PAGES.newsletter,
  statusLink: false,
  workflow: WORKFLOWS.newsletter,
  fields: {
    email: EMAIL_FIELD,
  },
  summary: () => ({ name: "", city: null, urgency: null }),
});
