import { weekdayLabel } from "../../rules/listings/hours";
import { WEEKDAYS, type Weekday } from "../../rules/listings/types";

/**
 * "Open on <weekday>" (issue 38 item 6: "open Saturday" asked exactly), the `day` parameter of
 * /directory and /compare: a plain select in their GET forms, so it works without scripts.
 */
export function WeekdaySelect({
  id,
  value,
  labelClassName = "text-sm font-medium text-slate-900",
}: {
  id: string;
  value: Weekday | "";
  labelClassName?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Open on
      </label>
      <select id={id} name="day" className="field-input mt-1" defaultValue={value}>
        <option value="">Any day</option>
        {WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {weekdayLabel(day)}
          </option>
        ))}
      </select>
    </div>
  );
}
