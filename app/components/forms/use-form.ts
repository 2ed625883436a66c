import { type FormEvent, useRef, useState } from "react";
import { useLocation } from "react-router";

import type { FormDefinition, FormName } from "../../../forms";
import { type FieldErrors, fieldErrors } from "../../../forms/field-errors";
import { type FormValues, type Receipt, readForm, submitForm } from "../../lib/submit-form";
import { useHydrated } from "../../lib/use-hydrated";
import { currentUtm } from "../../lib/utm";
import { loadFormDefinition } from "./form-definitions";

type FormStatus = "idle" | "sending" | "failed";

function newKey(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function problemsIn(form: FormDefinition, element: HTMLFormElement | null, current: FormValues): FieldErrors {
  const all = element ? readForm(form, element) : current;
  const result = form.schema.safeParse(all);
  return result.success ? {} : fieldErrors(result.error);
}

/**
 * State and submit flow shared by every form: inline messages from the shared schema, one send
 * at a time, the spec's failure alert, and nothing typed lost when sending fails. The schema
 * loads on the first focus into the form (see form-definitions.ts).
 */
export function useForm(name: FormName, initial: FormValues, onSuccess: (receipt: Receipt, sent: FormValues) => void) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  const [definition, setDefinition] = useState<FormDefinition | null>(null);
  const loading = useRef<Promise<FormDefinition> | null>(null);
  const sending = useRef(false);
  // One key per filled-in form, reused by retries, so the service stores it once.
  const idempotencyKey = useRef<string | null>(null);
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The prerendered HTML has empty tracking fields; the real ones come after hydration.
  const tracking = hydrated
    ? { ...currentUtm(search), page_url: window.location.href }
    : { utm_source: "", utm_medium: "", utm_campaign: "", page_url: "" };

  /** The definition, loading it on first use; a load that failed is tried again next time. */
  const load = () => {
    loading.current ??= loadFormDefinition(name).then(
      (loaded) => {
        setDefinition(loaded);
        return loaded;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };

  /** Runs `check` with the definition: now if it is here, else when it arrives. */
  const withDefinition = (check: (form: FormDefinition) => void) => {
    if (definition) check(definition);
    else load().then(check, () => {}); // the browser's own checks stand in; submit tries again
  };

  const showProblem = (field: string, problems: FieldErrors) =>
    setErrors((e) => {
      const copy = { ...e };
      if (problems[field]) copy[field] = problems[field];
      else delete copy[field];
      return copy;
    });

  const setValue = (field: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A fixed field stops showing its message as soon as it is right (a message means the
    // definition is here).
    if (errors[field] && definition) showProblem(field, problemsIn(definition, null, { ...values, [field]: value }));
  };

  const validateField = (element: HTMLFormElement | null, field: string) =>
    withDefinition((form) => showProblem(field, problemsIn(form, element, values)));

  /** Native validation stopped the submit: show our message beside each invalid field too. */
  const onInvalid = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const element = event.currentTarget;
    if (!target.name) return;
    setErrors((e) => ({ ...e, [target.name]: e[target.name] ?? target.validationMessage }));
    withDefinition((form) => {
      const problems = problemsIn(form, element, values);
      if (problems[target.name]) setErrors((e) => ({ ...e, [target.name]: problems[target.name]! }));
    });
  };

  /** Someone has started on the form: fetch its definition while they type. */
  const onFocus = () => {
    if (!definition) load().catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    sending.current = true;
    let form: FormDefinition;
    try {
      form = definition ?? (await load());
    } catch {
      // The definition cannot load (a new release replaced it, the network dropped): post the
      // form as plain HTML, as before hydration; the server validates and answers with a page.
      element.submit();
      return;
    }
    const problems = problemsIn(form, element, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      sending.current = false;
      // The first problem on the page, reading down, gets focus (and so its message is read out).
      const controls = Array.from(element.elements) as HTMLInputElement[];
      controls.find((control) => problems[control.name])?.focus();
      return;
    }
    setStatus("sending");
    idempotencyKey.current ??= newKey();
    const sent = readForm(form, element);
    const result = await submitForm(form, sent, idempotencyKey.current);
    if (result.ok) {
      onSuccess({ reference: result.reference, statusToken: result.statusToken }, sent);
      return;
    }
    sending.current = false;
    setStatus("failed");
  };

  const failureMessage = definition?.failureMessage ?? "";
  return {
    // Once the definition is here it checks everything on submit, all messages at once; until
    // then the browser's own checks stand in.
    noValidate: definition !== null,
    values,
    setValue,
    setValues,
    errors,
    status,
    failureMessage,
    tracking,
    validateField,
    onInvalid,
    onFocus,
    onSubmit,
  };
}

export type FormState = ReturnType<typeof useForm>;
