import { useId } from "react";

import { PAYMENT_FILTERS, type PaymentFilterParam } from "../../rules/listings/funding";
import { togglePayment } from "../lib/dentist-filters";

interface Props {
  chosen: readonly PaymentFilterParam[];
  onChange: (chosen: PaymentFilterParam[]) => void;
  className?: string;
}

/** "Ways to pay": one checkbox per payment filter, each with its help text, shared by directory and compare. */
export function PaymentFilterFieldset({ chosen, onChange, className = "" }: Props) {
  const id = useId();
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="field-label">Ways to pay</legend>
      <div className="mt-1 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {PAYMENT_FILTERS.map((filter) => (
          <div key={filter.param} className="flex items-start gap-2">
            <input
              id={`${id}-${filter.param}`}
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              checked={chosen.includes(filter.param)}
              aria-describedby={`${id}-${filter.param}-help`}
              onChange={(event) => onChange(togglePayment(chosen, filter.param, event.target.checked))}
            />
            <div className="min-w-0 text-sm">
              <label htmlFor={`${id}-${filter.param}`} className="font-medium text-slate-900">
                {filter.label}
              </label>
              <p id={`${id}-${filter.param}-help`} className="text-xs text-slate-600">
                {filter.help}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
