import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { contactForm } from "../../../forms/contact-fields";
import { emptyValues } from "../../../forms/define";
import { paths } from "../../../rules/paths";
import { contactPrefill } from "./contact-prefill";
import {
  FormAlert,
  HiddenFields,
  SelectField,
  staticFormAttributes,
  SubmitButton,
  TextareaField,
  TextField,
} from "./fields";
import { choiceInput, textareaInput, textInput } from "./field-attributes";
import { useForm } from "./use-form";
import { CollectionNotice } from "../collection-notice";

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
    <form
      {...staticFormAttributes(f)}
      noValidate={state.noValidate}
      aria-labelledby="contact-form-heading"
      className="card space-y-4 p-5 sm:p-6"
      onSubmit={state.onSubmit}
      onInvalidCapture={state.onInvalid}
      onFocusCapture={state.onFocus}
    >
      <h2 id="contact-form-heading" className="text-xl font-bold">
        Send us a message
      </h2>
      <HiddenFields state={state} form={f} />
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
      <CollectionNotice form="contact" />
      <FormAlert state={state} />
      <SubmitButton state={state} label="Send Message" sendingLabel="Sending…" />
    </form>
  );
}
