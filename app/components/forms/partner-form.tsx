import { useNavigate } from "react-router";

import {
  EXPERIENCE_OPTIONS,
  PARTNER_CITY_OPTIONS,
  PARTNER_SERVICE_OPTIONS,
  PATIENT_BASE_OPTIONS,
  PRACTICE_TYPE_OPTIONS,
} from "../../../forms/options";
import { paths } from "../../lib/paths";
import {
  CheckboxGroup,
  FormAlert,
  HiddenFields,
  SelectField,
  staticFormAttributes,
  SubmitButton,
  TextareaField,
  TextField,
} from "./fields";
import { formatPhone } from "./form-definitions";
import { useForm } from "./use-form";
import { CollectionNotice } from "../collection-notice";

const EMPTY = {
  practiceName: "",
  contactName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  website: "",
  practiceType: "",
  services: [] as string[],
  experience: "",
  currentPatients: "",
  message: "",
};

/** The partner application (spec §3, §5); success goes to the practices' own confirmation, with its reference. */
export function PartnerForm() {
  const navigate = useNavigate();
  const state = useForm("partner", EMPTY, (receipt) => navigate(paths.partnerSuccess(receipt)));
  const f = "partner";
  return (
    <form
      {...staticFormAttributes(f)}
      noValidate={state.noValidate}
      aria-labelledby="partner-form-heading"
      className="card space-y-4 p-5 sm:p-6"
      onSubmit={state.onSubmit}
      onInvalidCapture={state.onInvalid}
      onFocusCapture={state.onFocus}
    >
      <h2 id="partner-form-heading" className="text-xl font-bold">
        Apply to join
      </h2>
      <HiddenFields state={state} form={f} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          state={state}
          form={f}
          name="practiceName"
          label="Practice name"
          required
          autoComplete="organization"
          maxLength={100}
        />
        <TextField
          state={state}
          form={f}
          name="contactName"
          label="Contact name"
          required
          autoComplete="name"
          maxLength={100}
        />
        <TextField
          state={state}
          form={f}
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          state={state}
          form={f}
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={40}
          hint="For example (09) 555 0123 or 021 123 4567."
          onBlur={(value) => value && void formatPhone(value).then((phone) => state.setValue("phone", phone))}
        />
        <TextField
          state={state}
          form={f}
          name="address"
          label="Practice address"
          required
          autoComplete="street-address"
          maxLength={300}
          className="sm:col-span-2"
        />
        <SelectField
          state={state}
          form={f}
          name="city"
          label="City"
          required
          options={PARTNER_CITY_OPTIONS}
          placeholder="Choose a city"
        />
        <TextField
          state={state}
          form={f}
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={2048}
          placeholder="https://"
        />
        <SelectField
          state={state}
          form={f}
          name="practiceType"
          label="Practice type"
          required
          options={PRACTICE_TYPE_OPTIONS}
          placeholder="Choose a practice type"
        />
        <SelectField
          state={state}
          form={f}
          name="experience"
          label="Years in practice"
          required
          options={EXPERIENCE_OPTIONS}
          placeholder="Choose a range"
        />
        <SelectField
          state={state}
          form={f}
          name="currentPatients"
          label="Current patient base"
          options={PATIENT_BASE_OPTIONS}
          placeholder="Choose a range"
        />
      </div>
      <CheckboxGroup
        state={state}
        form={f}
        name="services"
        label="Services you offer"
        options={PARTNER_SERVICE_OPTIONS}
      />
      <TextareaField
        state={state}
        form={f}
        name="message"
        label="Tell us about your practice"
        rows={4}
        maxLength={5000}
      />
      <CollectionNotice form="partner" />
      <FormAlert state={state} />
      <SubmitButton state={state} label="Submit Application" sendingLabel="Sending your application…" />
    </form>
  );
}
