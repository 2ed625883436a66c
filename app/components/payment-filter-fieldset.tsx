import { PAYMENT_FILTERS, type PaymentFilterParam } from "../../rules/listings/funding";

interface Props {
  /** Ticked when the page loads; the boxes are part of a GET form (name=1 when ticked). */
  chosen: readonly PaymentFilterParam[];
  className?: string;
  /** Keeps ids unique when two forms on a page use it. */
  idPrefix?: string;
}

/** "Ways to pay": one checkbox per payment filter, each with its help text, shared by directory and compare. */
export function PaymentFilterFieldset({ chosen, className = "", idPrefix = "pay" }: Props) {
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="field-label">Ways to pay</legend>
      <div className="mt-1 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {PAYMENT_FILTERS.map((filter) => (
          <div key={filter.param} className="flex items-start gap-2">
            <input
              id={`${idPrefix}-${filter.param}`}
              type="checkbox"
              name={filter.param}
              value="1"
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              defaultChecked={chosen.includes(filter.param)}
              aria-describedby={`${idPrefix}-${filter.param}-help`}
            />
            <div className="min-w-0 text-sm">
              <label htmlFor={`${idPrefix}-${filter.param}`} className="font-medium text-slate-900">
                {filter.label}
              </label>
              <p id={`${idPrefix}-${filter.param}-help`} className="text-xs text-slate-600">
                {filter.help}
              </p>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
