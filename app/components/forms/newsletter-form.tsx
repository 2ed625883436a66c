import { useState } from "react";

import { emptyValues } from "../../../forms/define";
import { newsletterForm } from "../../../forms/newsletter-fields";
import { useHydrated } from "../../lib/use-hydrated";
import { FormAlert, HiddenFields, SubmitButton, TextField } from "./fields";
import { textInput } from "./field-attributes";
import { FormElement, formHeadingId } from "./form-frame";
import { useForm } from "./use-form";
import { CollectionNotice } from "../collection-notice";

const EMPTY = emptyValues(newsletterForm.fields);

/** Blog newsletter sign-up: stays on the page and says thank you. */
export function NewsletterForm() {
  const [done, setDone] = useState(false);
  const state = useForm("newsletter", EMPTY, () => setDone(true));
  const f = "newsletter";
  // Marks the box until it has hydrated (it loads after the rest of the page; see lazy-newsletter-form).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={formHeadingId(f)} className="card p-6">
      <h2 id={formHeadingId(f)} className="text-xl font-bold">
        Get dental tips by e-mail
      </h2>
      {done ? (
        <p role="status" className="mt-3 font-medium text-brand-800">
          Thank you: you are signed up.
        </p>
      ) : (
        <FormElement state={state} form={f} className="mt-3 space-y-3" data-hydrating={hydrated ? undefined : ""}>
          <HiddenFields state={state} form={f} />
          <TextField state={state} form={f} {...textInput("email", newsletterForm.fields.email)} />
          <FormAlert state={state} />
          <CollectionNotice form="newsletter" compact />
          <SubmitButton state={state} label="Subscribe" sendingLabel="Subscribing…" />
        </FormElement>
      )}
    </section>
  );
}
