import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";

/** Navigations a filter form makes itself carry this, so it keeps its fields (and focus) instead of being reset. */
interface FromForm {
  fromFilterForm: true;
  /** Made by a pause in typing: the next pause replaces this history entry. */
  typing?: boolean;
}

/** A GET form's fields as URL parameters (files, which these forms never have, left out). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

/**
 * A GET filter form that, once scripts run, updates the page in place: `hrefOf(form)` is the clean
 * URL the form stands for, `currentHref` the one shown now (both on page 1). Without scripts the
 * form simply submits. The fields are uncontrolled, so:
 * - a change made before the scripts arrived is still in the form afterwards, and is sent then;
 * - Back/Forward and links (Clear filters, a chip) re-create the fields from the new URL, while
 *   the form's own navigations leave them, and the focus, where they are.
 */
export function useFilterForm(currentHref: string, hrefOf: (form: HTMLFormElement) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fromForm = (location.state as FromForm | null)?.fromFilterForm === true && navigationType !== "POP";
  // A new generation re-creates the fields. Counted, not keyed by location: Back can return to the
  // very entry the fields were made from, after the form's own steps changed them.
  const [seenKey, setSeenKey] = useState(location.key);
  const [formKey, setFormKey] = useState(0);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (!fromForm) setFormKey(formKey + 1);
  }

  const apply = (form: HTMLFormElement, options: { typing?: boolean; always?: boolean } = {}) => {
    const href = hrefOf(form);
    if (href === currentHref && !options.always) return;
    navigate(href, {
      // Typing refines the search already in the history rather than adding a step per pause.
      replace: options.typing === true && fromForm && (location.state as FromForm).typing === true,
      preventScrollReset: true,
      state: { fromFilterForm: true, typing: options.typing } satisfies FromForm,
    });
  };

  useEffect(() => {
    if (formRef.current) apply(formRef.current);
    // Once, when the scripts take over: sends whatever was changed before they arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  /** For the form's onChange: text waits for a pause in typing; a tick or a choice applies at once. */
  const onChange = (event: FormEvent<HTMLFormElement>, typedFields: readonly string[] = []) => {
    const form = event.currentTarget;
    const field = event.target as HTMLInputElement;
    clearTimeout(typingTimer.current);
    if (typedFields.includes(field.name)) typingTimer.current = setTimeout(() => apply(form, { typing: true }), 350);
    else apply(form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    apply(event.currentTarget, { always: true });
  };

  return { formRef, formKey, apply, onChange, onSubmit };
}
