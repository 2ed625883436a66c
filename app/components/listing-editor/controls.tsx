import { createContext, type ReactNode, useContext } from "react";

/**
 * The listing editor's controls: a label on each, and beside it the server's message for that field
 * (tied by aria-describedby). The inputs are uncontrolled, so what the operator typed stays in them
 * when the server refuses it.
 */

/** The server's refusal, field path → message (rules/api/listings-admin.ts ListingFieldErrors). */
export const EditorErrors = createContext<Record<string, string>>({});

const idOf = (name: string) => `listing-${name.replaceAll(".", "-")}`;

/** The message for a field; for a group (`openingHours.mon`), the first of any of its parts. */
export function useFieldError(name: string, group = false): string | undefined {
  const errors = useContext(EditorErrors);
  if (errors[name]) return errors[name];
  if (!group) return undefined;
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

export function FieldMessage({ name, error, hint }: { name: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${idOf(name)}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${idOf(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function inputProps(name: string, error: string | undefined, hint: ReactNode) {
  const described = [hint && `${idOf(name)}-hint`, error && `${idOf(name)}-error`].filter(Boolean).join(" ");
  return {
    id: idOf(name),
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: `field-input${error ? " border-red-700 ring-1 ring-red-700" : ""}`,
  };
}

interface FieldProps {
  name: string;
  label: string;
  defaultValue?: string | number;
  hint?: ReactNode;
  className?: string;
  /** Messages for the field's parts (a list's items) show here too. */
  group?: boolean;
}

/** What every single-value control has around it: its label above, its hint and message below. */
function LabelledControl({ error, children, ...props }: FieldProps & { error?: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <label className="field-label" htmlFor={idOf(props.name)}>
        {props.label}
      </label>
      {children}
      <FieldMessage name={props.name} error={error} hint={props.hint} />
    </div>
  );
}

export function TextField({
  type = "text",
  inputMode,
  readOnly,
  ...props
}: FieldProps & {
  type?: "text" | "email" | "tel" | "url" | "date";
  inputMode?: "decimal" | "numeric";
  readOnly?: boolean;
}) {
  const error = useFieldError(props.name, props.group);
  return (
    <LabelledControl {...props} error={error}>
      <input
        {...inputProps(props.name, error, props.hint)}
        type={type}
        inputMode={inputMode}
        readOnly={readOnly}
        defaultValue={props.defaultValue ?? ""}
      />
    </LabelledControl>
  );
}

export function TextArea({ rows = 3, ...props }: FieldProps & { rows?: number }) {
  const error = useFieldError(props.name, props.group);
  return (
    <LabelledControl {...props} error={error}>
      <textarea {...inputProps(props.name, error, props.hint)} rows={rows} defaultValue={props.defaultValue ?? ""} />
    </LabelledControl>
  );
}

/**
 * A list typed one item per line (specialties, languages): readListing splits it at new lines and
 * commas; a message for any one item shows under the whole box.
 */
export function LinesField({
  items,
  hint = "One per line.",
  ...props
}: Omit<FieldProps, "defaultValue" | "group"> & { items: readonly string[]; rows?: number }) {
  return <TextArea {...props} group defaultValue={items.join("\n")} hint={hint} />;
}

export function SelectField({ options, ...props }: FieldProps & { options: readonly (readonly [string, string])[] }) {
  const error = useFieldError(props.name);
  return (
    <LabelledControl {...props} error={error}>
      <select {...inputProps(props.name, error, props.hint)} defaultValue={String(props.defaultValue ?? "")}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** Yes/no facts (access, funding): one checkbox each, sent as "on" when ticked. */
export function Checkboxes<Key extends string>({
  legend,
  name,
  labels,
  checked,
}: {
  legend: string;
  name: string;
  /** Each fact's key and label, in the order shown (tick-labels.ts). */
  labels: Record<Key, string>;
  checked: Record<Key, boolean>;
}) {
  const error = useFieldError(name, true);
  return (
    <fieldset aria-describedby={error ? `${idOf(name)}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {(Object.entries(labels) as [Key, string][]).map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={`${name}.${key}`} defaultChecked={checked[key]} className="size-4" />
            {label}
          </label>
        ))}
      </div>
      <FieldMessage name={name} error={error} />
    </fieldset>
  );
}

/** A choice of several from a fixed list (a dentist's services): repeated `name` values. */
export function ChoiceList({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: readonly string[];
}) {
  const error = useFieldError(name, true);
  return (
    <fieldset aria-describedby={error ? `${idOf(name)}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={chosen.includes(option)}
              className="size-4"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldMessage name={name} error={error} />
    </fieldset>
  );
}

/** A section of the editor: a card with its own heading. */
export function EditorSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="card p-4 sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-slate-700">{lead}</p>}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
