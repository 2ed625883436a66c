import type { ComponentProps, ReactNode } from "react";

import type { FormName } from "../../../forms";
import { CollectionNotice } from "../collection-notice";
import { FormAlert, HiddenFields, staticFormAttributes, SubmitButton } from "./fields";
import type { FormState } from "./use-form";

/** The heading that names a form (its `aria-labelledby`), one id per form on a page. */
export const formHeadingId = (form: FormName) => `${form}-form-heading`;

/**
 * The <form> element of every public form: found by a static host's form service in the built
 * HTML, named by its heading, and wired to useForm's checks and submit.
 */
export function FormElement({
  state,
  form,
  className,
  children,
  ...rest
}: { state: FormState; form: FormName; className: string; children: ReactNode } & ComponentProps<"form">) {
  return (
    <form
      {...staticFormAttributes(form)}
      noValidate={state.noValidate}
      aria-labelledby={formHeadingId(form)}
      className={className}
      onSubmit={state.onSubmit}
      onInvalidCapture={state.onInvalid}
      onFocusCapture={state.onFocus}
      {...rest}
    >
      {children}
    </form>
  );
}

/**
 * A form on its own card (booking, contact, partner): the heading and hidden fields first, the
 * form's own controls, then what every such form ends with: the collection notice, the failure
 * alert and the send button.
 */
export function CardForm({
  state,
  form,
  title,
  className,
  submitLabel,
  sendingLabel,
  children,
}: {
  state: FormState;
  form: FormName;
  title: string;
  className: string;
  submitLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  return (
    <FormElement state={state} form={form} className={className}>
      <h2 id={formHeadingId(form)} className="text-xl font-bold">
        {title}
      </h2>
      <HiddenFields state={state} form={form} />
      {children}
      <CollectionNotice form={form} />
      <FormAlert state={state} />
      <SubmitButton state={state} label={submitLabel} sendingLabel={sendingLabel} />
    </FormElement>
  );
}
