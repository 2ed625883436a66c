import { type FormEvent, useRef, useState } from "react";
import { useLocation } from "react-router";

import { type FieldErrors, fieldErrors, type FormDefinition } from "../../../forms";
import { type FormValues, type Receipt, readForm, submitForm } from "../../lib/submit-form";
import { useHydrated } from "../../lib/use-hydrated";
import { currentUtm } from "../../lib/utm";

export type FormStatus = "idle" | "sending" | "failed";

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * State and submit flow shared by every form: inline messages from the shared schema, one send
 * at a time, the spec's failure alert, and nothing typed lost when sending fails.
 */
export function useForm(form: FormDefinition, initial: FormValues, onSuccess: (receipt: Receipt) => void) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const sending = useRef(false);
  // One key per filled-in form, reused by retries, so the service stores it once.
  const idempotencyKey = useRef<string | null>(null);
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The prerendered HTML has empty tracking fields; the real ones come after hydration.
  const tracking = hydrated
    ? { ...currentUtm(search), page_url: window.location.href }
    : { utm_source: "", utm_medium: "", utm_campaign: "", page_url: "" };

  const problemsIn = (element: HTMLFormElement | null, current: FormValues): FieldErrors => {
    const all = element ? readForm(form, element) : current;
    const result = form.schema.safeParse(all);
    return result.success ? {} : fieldErrors(result.error);
  };

  const setValue = (name: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A fixed field stops showing its message as soon as it is right.
    if (errors[name]) {
      const next = problemsIn(null, { ...values, [name]: value });
      setErrors((e) => {
        const copy = { ...e };
        if (next[name]) copy[name] = next[name];
        else delete copy[name];
        return copy;
      });
    }
  };

  const validateField = (element: HTMLFormElement | null, name: string) => {
    const problems = problemsIn(element, values);
    setErrors((e) => {
      const copy = { ...e };
      if (problems[name]) copy[name] = problems[name];
      else delete copy[name];
      return copy;
    });
  };

  /** Native validation stopped the submit: show our message beside each invalid field too. */
  const onInvalid = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const problems = problemsIn(event.currentTarget, values);
    if (target.name) {
      setErrors((e) => ({ ...e, [target.name]: problems[target.name] ?? target.validationMessage }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    const problems = problemsIn(element, values);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      const control = element.elements.namedItem(first);
      (control instanceof RadioNodeList
        ? (control[0] as HTMLElement | undefined)
        : (control as HTMLElement | null)
      )?.focus();
      return;
    }
    sending.current = true;
    setStatus("sending");
    idempotencyKey.current ??= newKey();
    const result = await submitForm(form, readForm(form, element), idempotencyKey.current);
    if (result.ok) {
      onSuccess({ reference: result.reference, statusToken: result.statusToken });
      return;
    }
    sending.current = false;
    setStatus("failed");
  };

  return { values, setValue, setValues, errors, status, tracking, validateField, onInvalid, onSubmit };
}

export type FormState = ReturnType<typeof useForm>;
