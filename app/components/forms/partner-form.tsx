import { useNavigate } from "react-router";

import { emptyValues } from "../../../forms/define";
import { partnerForm } from "../../../forms/partner-fields";
import { paths } from "../../../rules/paths";
import { CheckboxGroup, PhoneField, SelectField, TextareaField, TextField } from "./fields";
import { choiceInput, textareaInput, textInput } from "./field-attributes";
import { CardForm } from "./form-frame";
import { useForm } from "./use-form";

const { fields } = partnerForm;
const EMPTY = emptyValues(fields);

/** The partner application (spec §3, §5); success goes to the practices' own confirmation, with its reference. */
export function PartnerForm() {
  const navigate = useNavigate();
  const state = useForm("partner", EMPTY, (receipt) => navigate(paths.partnerSuccess(receipt)));
  const f = "partner";
  return (
    <CardForm
      state={state}
      form={f}
      title="Apply to join"
      className="card space-y-4 p-5 sm:p-6"
      submitLabel="Submit Application"
      sendingLabel="Sending your application…"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField state={state} form={f} {...textInput("practiceName", fields.practiceName)} />
        <TextField state={state} form={f} {...textInput("contactName", fields.contactName)} />
        <TextField state={state} form={f} {...textInput("email", fields.email)} />
        <PhoneField state={state} form={f} field={fields.phone} hint="For example (09) 555 0123 or 021 123 4567." />
        <TextField state={state} form={f} {...textInput("address", fields.address)} className="sm:col-span-2" />
        <TextField
          state={state}
          form={f}
          {...textInput("registrationNumber", fields.registrationNumber)}
          hint="As on the Dental Council register."
        />
        <SelectField state={state} form={f} {...choiceInput("city", fields.city)} placeholder="Choose a city" />
        <TextField state={state} form={f} {...textInput("website", fields.website)} placeholder="www.example.co.nz" />
        <SelectField
          state={state}
          form={f}
          {...choiceInput("practiceType", fields.practiceType)}
          placeholder="Choose a practice type"
        />
        <SelectField
          state={state}
          form={f}
          {...choiceInput("experience", fields.experience)}
          placeholder="Choose a range"
        />
        <SelectField
          state={state}
          form={f}
          {...choiceInput("currentPatients", fields.currentPatients)}
          placeholder="Choose a range"
        />
      </div>
      <CheckboxGroup state={state} form={f} {...choiceInput("services", fields.services)} />
      <TextareaField state={state} form={f} {...textareaInput("message", fields.message)} rows={4} />
    </CardForm>
  );
}
