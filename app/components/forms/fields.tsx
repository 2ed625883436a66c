import type { ChangeEvent, FocusEvent, ReactNode } from "react";

import { HONEYPOT_FIELD } from "../../../forms/common";
import type { FieldSpec } from "../../../forms/define";
import type { Option } from "../../../forms/options";
import { textInput } from "./field-attributes";
import { formatPhone } from "./form-definitions";
import type { FormState } from "./use-form";

/** Controls for the forms: a label on each, its inline message tied by aria-describedby. */

interface BaseProps {
  state: FormState;
  /** The form's name, to make ids unique on a page. */
  form: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

const idFor = (form: string, name: string) => `${form}-${name}`;

function describedBy(form: string, name: string, hasError: boolean, hasHint: boolean) {
  const ids = [hasHint && `${idFor(form, name)}-hint`, hasError && `${idFor(form, name)}-error`].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Label({ form, name, label, required }: Pick<BaseProps, "form" | "name" | "label" | "required">) {
  return (
    <label htmlFor={idFor(form, name)} className="field-label">
      {label}
      {!required && <span className="font-normal text-slate-600"> (optional)</span>}
    </label>
  );
}

function Messages({ form, name, hint, error }: { form: string; name: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${idFor(form, name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {/* A line is kept for the message, so one appearing moves nothing below; the slot is a live
          region (there before the message) so a screen reader announces it as it appears. */}
      <div aria-live="polite" className="min-h-6">
        {error && (
          <p id={`${idFor(form, name)}-error`} className="pt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

const invalidClass = (error?: string) => (error ? " border-red-700 ring-1 ring-red-700" : "");

/*
 * A press (mouse or pen) on something else takes focus from a field before its click lands: a
 * message longer than the kept line, shown at that moment, would move the target from under the
 * pointer and the click would miss. So a message due on blur waits until the press is over and
 * its click has landed (the click comes in the same task as the release).
 */
let pressing = false;
let afterPress: (() => void)[] = [];
if (typeof document !== "undefined") {
  const release = () => {
    pressing = false;
    const waiting = afterPress;
    afterPress = [];
    setTimeout(() => waiting.forEach((run) => run()), 0);
  };
  document.addEventListener("pointerdown", () => (pressing = true), true);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

function blurCheck(state: FormState, name: string) {
  return (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if (event.currentTarget.value === "" && !state.errors[name]) return;
    const form = event.currentTarget.form;
    const check = () => state.validateField(form, name);
    if (pressing) afterPress.push(check);
    else check();
  };
}

/**
 * What every single control shares: its id and name, its value and change from the form's state,
 * the check when it is left, and its message and hint tied by aria-describedby.
 */
function controlAttributes(props: BaseProps) {
  const { state, form, name, required, hint } = props;
  const error = state.errors[name];
  return {
    id: idFor(form, name),
    name,
    required,
    value: String(state.values[name] ?? ""),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      state.setValue(name, e.currentTarget.value),
    onBlur: blurCheck(state, name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(form, name, Boolean(error), Boolean(hint)),
    className: `field-input${invalidClass(error)}`,
  } as const;
}

/** A single control in its box: the label above, the hint and the message slot below. */
function FieldFrame({ props, children }: { props: BaseProps; children: ReactNode }) {
  const { state, form, name, label, required, hint, className } = props;
  return (
    <div className={className}>
      <Label form={form} name={name} label={label} required={required} />
      {children}
      <Messages form={form} name={name} hint={hint} error={state.errors[name]} />
    </div>
  );
}

export function TextField(
  props: BaseProps & {
    type?: "text" | "email" | "tel" | "url" | "date";
    autoComplete?: string;
    inputMode?: "text" | "email" | "tel" | "url";
    maxLength?: number;
    min?: string;
    max?: string;
    placeholder?: string;
    onBlur?: (value: string) => void;
  },
) {
  const { type = "text", onBlur, autoComplete, inputMode, maxLength, min, max, placeholder } = props;
  const { onBlur: check, ...attributes } = controlAttributes(props);
  return (
    <FieldFrame props={props}>
      <input
        {...attributes}
        type={type}
        onBlur={(e) => {
          onBlur?.(e.currentTarget.value);
          check(e);
        }}
        {...{ autoComplete, inputMode, maxLength, min, max, placeholder }}
      />
    </FieldFrame>
  );
}

/** The phone number, written back the usual way ("021 123 4567") when the person moves on. */
export function PhoneField({
  state,
  form,
  field,
  hint,
}: {
  state: FormState;
  form: string;
  field: FieldSpec;
  hint: string;
}) {
  return (
    <TextField
      state={state}
      form={form}
      {...textInput("phone", field)}
      hint={hint}
      onBlur={(value) => value && void formatPhone(value).then((phone) => state.setValue("phone", phone))}
    />
  );
}

export function SelectField(
  props: BaseProps & { options: readonly Option[]; placeholder?: string; autoComplete?: string },
) {
  const { options, placeholder, autoComplete } = props;
  return (
    <FieldFrame props={props}>
      <select {...controlAttributes(props)} autoComplete={autoComplete}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextareaField(props: BaseProps & { rows: number; maxLength?: number }) {
  const { rows, maxLength } = props;
  return (
    <FieldFrame props={props}>
      <textarea {...controlAttributes(props)} rows={rows} maxLength={maxLength} />
    </FieldFrame>
  );
}

export function CheckboxGroup(props: BaseProps & { options: readonly Option[] }) {
  const { state, form, name, label, hint, className, options } = props;
  const error = state.errors[name];
  const chosen = Array.isArray(state.values[name]) ? (state.values[name] as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    state.setValue(name, on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy(form, name, Boolean(error), Boolean(hint))}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field-label">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o, i) => (
          <label key={o.value} htmlFor={`${idFor(form, name)}-${i}`} className="flex items-center gap-2 text-sm">
            <input
              id={`${idFor(form, name)}-${i}`}
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
              className="h-4 w-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Messages form={form} name={name} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * The hidden fields every form sends: first-touch UTM values, the page address, and the
 * honeypot, which people never see and bots fill in.
 */
export function HiddenFields({ state, form }: { state: FormState; form: string }) {
  return (
    <>
      <input type="hidden" name="form-name" value={form} />
      <input type="hidden" name="utm_source" value={state.tracking.utm_source} />
      <input type="hidden" name="utm_medium" value={state.tracking.utm_medium} />
      <input type="hidden" name="utm_campaign" value={state.tracking.utm_campaign} />
      <input type="hidden" name="page_url" value={state.tracking.page_url} />
      <p className="hidden" aria-hidden="true">
        <label>
          Leave this empty: <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </p>
    </>
  );
}

/** The spec's failure message, in a live region the screen reader announces. */
export function FormAlert({ state }: { state: FormState }) {
  return (
    <div
      role="alert"
      className={
        state.status === "failed"
          ? "rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
          : undefined
      }
    >
      {state.status === "failed" ? state.failureMessage : null}
    </div>
  );
}

export function SubmitButton({
  state,
  label,
  sendingLabel,
}: {
  state: FormState;
  label: string;
  sendingLabel: string;
}) {
  const sending = state.status === "sending";
  return (
    <button
      type="submit"
      className="btn-primary w-full sm:w-auto disabled:opacity-70"
      disabled={sending}
      aria-busy={sending}
    >
      {sending ? sendingLabel : label}
    </button>
  );
}

/** Attributes that let a static host's form service (Netlify) find and accept this form in the built HTML. */
export function staticFormAttributes(name: string) {
  return {
    name,
    method: "post",
    action: "/",
    "data-netlify": "true",
    "netlify-honeypot": HONEYPOT_FIELD,
  } as const;
}
