import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { contactForm } from "../../../forms/contact-fields";
import { emptyValues } from "../../../forms/define";
import { paths } from "../../../rules/paths";
import { contactPrefill } from "./contact-prefill";
import { SelectField, TextareaField, TextField } from "./fields";
import { choiceInput, textareaInput, textInput } from "./field-attributes";
import { CardForm } from "./form-frame";
import { useForm } from "./use-form";

const { fields } = contactForm;
const EMPTY = emptyValues(fields);

/** The contact form (spec §3, §5): every field required; success goes to /contact-success with its reference. */
export function ContactForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const state = useForm("contact", EMPTY, (receipt) => navigate(paths.contactSuccess(receipt)));
  const { setValues } = state;

  // Arriving from "Report a change" or another link that says what the message is about: pre-fill
  // after hydration (the prerendered HTML has none); the fields stay editable.
  useEffect(() => {
    const prefill = contactPrefill(search);
    if (Object.keys(prefill).length > 0) setValues((v) => ({ ...v, ...prefill }));
  }, [search, setValues]);
  const f = "contact";
  return (
    <CardForm
      state={state}
      form={f}
      title="Send us a message"
      className="card space-y-4 p-5 sm:p-6"
      submitLabel="Send Message"
      sendingLabel="Sending…"
    >
      <input type="hidden" name="listing" value={String(state.values.listing ?? "")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField state={state} form={f} {...textInput("name", fields.name)} />
        <TextField state={state} form={f} {...textInput("email", fields.email)} />
        <TextField state={state} form={f} {...textInput("subject", fields.subject)} />
        <SelectField
          state={state}
          form={f}
          {...choiceInput("category", fields.category)}
          placeholder="Choose a category"
        />
        <TextareaField
          state={state}
          form={f}
          {...textareaInput("message", fields.message)}
          rows={6}
          className="sm:col-span-2"
        />
      </div>
    </CardForm>
  );
}
