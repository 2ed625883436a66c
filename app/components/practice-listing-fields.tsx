import type { ReactNode } from "react";

import { PENDING_LABEL } from "../../rules/practice-listing";

/*
 * The practice listing form's fields (app/routes/practice-listing.tsx): a label, the value typed
 * (kept after a refusal), the field's problem, what the listing says now when someone else changed
 * it meanwhile, and a change of it that waits for our team.
 */

export interface FieldNotes {
  error?: string;
  /** The stored value, shown when the form's copy is stale (a conflict) and differs. */
  now?: string;
  /** A change of this field that waits for an operator. */
  pending?: string;
}

function Notes({ id, notes }: { id: string; notes: FieldNotes }) {
  return (
    <>
      {notes.error && (
        <p id={`${id}-error`} className="pt-1 text-sm font-medium text-red-700">
          {notes.error}
        </p>
      )}
      {notes.now !== undefined && (
        <p id={`${id}-now`} className="pt-1 text-sm text-amber-900">
          <strong>Now saved:</strong> {notes.now || "(empty)"}
        </p>
      )}
      {notes.pending !== undefined && (
        <p id={`${id}-pending`} className="pt-1 text-sm text-slate-700">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{PENDING_LABEL}</span>{" "}
          {notes.pending}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, notes: FieldNotes, hint?: boolean) =>
  [
    hint ? `${id}-hint` : null,
    notes.error ? `${id}-error` : null,
    notes.now !== undefined ? `${id}-now` : null,
    notes.pending !== undefined ? `${id}-pending` : null,
  ]
    .filter(Boolean)
    .join(" ") || undefined;

export function TextField({
  id,
  name,
  label,
  value,
  notes = {},
  type = "text",
  hint,
  required = true,
  maxLength = 300,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  notes?: FieldNotes;
  type?: "text" | "email" | "tel" | "url" | "date";
  hint?: string;
  required?: boolean;
  maxLength?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        defaultValue={value}
        aria-invalid={notes.error ? true : undefined}
        aria-describedby={describedBy(id, notes, Boolean(hint))}
        className={notes.error ? "field-input border-red-700 ring-1 ring-red-700" : "field-input"}
      />
      <Notes id={id} notes={notes} />
    </div>
  );
}

export function CheckField({
  id,
  name,
  label,
  checked,
  value = "on",
}: {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  value?: string;
}) {
  return (
    <label htmlFor={id} className="flex items-start gap-2 py-1">
      <input id={id} type="checkbox" name={name} value={value} defaultChecked={checked} className="mt-1 h-4 w-4" />
      <span>{label}</span>
    </label>
  );
}

/** A group of checkboxes with its legend and notes. */
export function CheckGroup({
  id,
  legend,
  notes = {},
  children,
}: {
  id: string;
  legend: string;
  notes?: FieldNotes;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy(id, notes)}>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">{children}</div>
      <Notes id={id} notes={notes} />
    </fieldset>
  );
}

/** What is saved now, shown beside a typed value that differs (a conflict). */
export const nowIf = (conflict: unknown, typed: string | undefined, saved: string) =>
  conflict && typed !== undefined && typed.trim() !== saved ? saved : undefined;
