import { useEffect, useEffectEvent } from "react";
import { useNavigate } from "react-router";

import { latestBookableDate, SAME_DAY_URGENCY, timesOpen } from "../../../forms/booking-time";
import { bookingForm } from "../../../forms/booking-fields";
import { nzToday } from "../../../rules/nz-time";
import { emptyValues } from "../../../forms/define";
import { TIME_OPTIONS } from "../../../forms/options";
import { paths } from "../../../rules/paths";
import { useHydrated } from "../../lib/use-hydrated";
import type { ClinicNow } from "../emergency-providers";
import { EmergencyAdvice } from "./emergency-advice";
import { PhoneField, SelectField, TextareaField, TextField } from "./fields";
import { choiceInput, textareaInput, textInput } from "./field-attributes";
import { CardForm } from "./form-frame";
import { type ListingChoiceData, ListingChooser, ListingSearchForm } from "./listing-choice";
import { PreferredTimeNote } from "./preferred-time-note";
import { useForm } from "./use-form";

const { fields } = bookingForm;
const EMPTY = emptyValues(fields);

interface BookingFormProps {
  /** The published after-hours clinics (the page's loader), for the emergency advice. */
  emergencyClinics?: readonly ClinicNow[];
  /** Values the link that opened the form presets (bookingPrefill, in the page's loader). */
  prefill?: Record<string, string>;
  /** The dentist or surgeon the link named, and any search of the listings. */
  choice?: ListingChoiceData;
}

const NO_CHOICE: ListingChoiceData = { chosen: null, unlisted: null, search: null, carried: {} };

/** The booking request form (spec §3, §5), titled Appointment Details. */
export function BookingForm({ emergencyClinics = [], prefill = {}, choice = NO_CHOICE }: BookingFormProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The server renders the form pre-filled (the page's loader), so a link's choices hold without JavaScript.
  const state = useForm("booking", { ...EMPTY, ...prefill, listing: choice.chosen?.ref ?? "" }, (receipt, sent) =>
    navigate(paths.bookingSuccess({ ...receipt, urgency: sent.urgency })),
  );

  // A same-day link's date is today where the patient is: the server's date, set again from the
  // device's clock once it runs (near midnight the two can differ).
  const { setValues } = state;
  const presetToday = Boolean(prefill.preferredDate);
  useEffect(() => {
    if (presetToday) setValues((v) => ({ ...v, preferredDate: nzToday() }));
  }, [presetToday, setValues]);

  // Urgency, date and time are checked together (same day means today; a time today must still be
  // ahead): changing one shows, or clears, the message on the others at once.
  const urgency = String(state.values.urgency ?? "");
  const preferredDate = String(state.values.preferredDate ?? "");
  const preferredTime = String(state.values.preferredTime ?? "");
  const recheck = useEffectEvent((field: string) => state.validateField(null, field));
  useEffect(() => {
    if (preferredDate) recheck("preferredDate");
    if (preferredTime) recheck("preferredTime");
  }, [urgency, preferredDate, preferredTime]);

  // Only times still ahead are offered: the prerendered page cannot know the date, so it offers all.
  const times = hydrated ? timesOpen(preferredDate) : TIME_OPTIONS;
  const noTimesLeft = times.length === 0;
  const sameDay = urgency === SAME_DAY_URGENCY;

  const f = "booking";
  return (
    <>
      <ListingSearchForm carried={choice.carried} />
      <CardForm
        state={state}
        form={f}
        title="Appointment Details"
        className="card space-y-5 p-5 sm:p-6"
        submitLabel="Request Appointment"
        sendingLabel="Sending your request…"
      >
        <ListingChooser
          data={choice}
          value={String(state.values.listing ?? "")}
          error={state.errors.listing}
          onChange={(card) => {
            state.setValue("listing", card?.ref ?? "");
            // The chosen dentist's city, unless the patient already said where.
            if (card && !state.values.location) state.setValue("location", card.citySlug);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField state={state} form={f} {...textInput("firstName", fields.firstName)} />
          <TextField state={state} form={f} {...textInput("lastName", fields.lastName)} />
          <TextField state={state} form={f} {...textInput("email", fields.email)} />
          <PhoneField state={state} form={f} field={fields.phone} hint="For example 021 123 4567 or (09) 555 0123." />
          <SelectField
            state={state}
            form={f}
            {...choiceInput("service", fields.service)}
            placeholder="Choose a service"
          />
          <SelectField
            state={state}
            form={f}
            {...choiceInput("location", fields.location)}
            placeholder="Choose a city"
          />
          <TextField
            state={state}
            form={f}
            {...textInput("preferredDate", fields.preferredDate)}
            min={hydrated ? nzToday() : undefined}
            max={hydrated ? latestBookableDate() : undefined}
            hint="Today, or up to a year ahead (New Zealand time)."
          />
          <SelectField
            state={state}
            form={f}
            {...choiceInput("preferredTime", fields.preferredTime)}
            options={times}
            placeholder={noTimesLeft ? "No times left today" : "Choose a time"}
            hint={
              noTimesLeft
                ? `No times are left today. Choose another day${sameDay ? " and Urgent, or call a clinic below for help tonight" : ""}.`
                : undefined
            }
          />
          {choice.chosen?.openTimes && state.values.listing === choice.chosen.ref && (
            <PreferredTimeNote
              open={choice.chosen.openTimes}
              date={preferredDate}
              time={preferredTime}
              labels={TIME_OPTIONS.map((t) => t.value)}
            />
          )}
          <SelectField state={state} form={f} {...choiceInput("urgency", fields.urgency)} className="sm:col-span-2" />
        </div>
        {sameDay && <EmergencyAdvice citySlug={String(state.values.location ?? "")} clinics={emergencyClinics} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField state={state} form={f} {...textInput("insurance", fields.insurance)} />
          <TextField state={state} form={f} {...textInput("dentistPreference", fields.dentistPreference)} />
          <TextareaField
            state={state}
            form={f}
            {...textareaInput("message", fields.message)}
            hint="Anything else we should know, such as symptoms or access needs."
            rows={4}
            className="sm:col-span-2"
          />
        </div>
      </CardForm>
    </>
  );
}
