import type { InputHTMLAttributes, ReactNode } from "react";
import { useSearchParams } from "react-router";

/*
 * The operator pages' labelled fields (sign-in, privacy requests, the inbox's and the listings'
 * filters, a submission's forms): the label above, the site's field classes, and a hint tied to
 * the input by aria-describedby. The listing editor has its own, which also show the server's
 * message per field (listing-editor/controls.tsx).
 */

/** One input under its label; `hint`, when given, below it as `{id}-hint`. */
export function AdminInput({
  id,
  label,
  hint,
  className,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className"
>) {
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input className="field-input" id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A list filter's typed value (a GET form), starting from the address's value. */
export function FilterInput({
  type,
  ...props
}: {
  id: string;
  name: string;
  label: string;
  type: "search" | "date";
  className?: string;
}) {
  const [params] = useSearchParams();
  return <AdminInput {...props} type={type} defaultValue={params.get(props.name) ?? ""} />;
}

/** A list filter's choice (a GET form): "Any" first, then `options`, starting from the address's value. */
export function FilterSelect({
  id,
  name,
  label,
  options,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  const [params] = useSearchParams();
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select className="field-input" id={id} name={name} defaultValue={params.get(name) ?? ""}>
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
