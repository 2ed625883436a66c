import { Fragment, useState } from "react";

import { weekdayLabel } from "../../../rules/listings/hours";
import { blankInterval, dayFieldName, intervalFields } from "../../../rules/listings/hours-editing";
import { type OpeningHours, type OpeningInterval, WEEKDAYS, type Weekday } from "../../../rules/listings/types";
import { FieldMessage, useFieldError } from "./controls";

type Row = OpeningInterval & { key: number };

let nextKey = 0;
const rows = (intervals: readonly OpeningInterval[]): Row[] => intervals.map((i) => ({ ...i, key: nextKey++ }));

const timeClass = (error?: string) => `field-input w-24 font-mono${error ? " border-red-700 ring-1 ring-red-700" : ""}`;

/**
 * One opening time: its name is its place in the list, which is how the server's messages name it;
 * its message is shown under its day (`messageId`), as is a problem with the day as a whole
 * (`dayError`: closing before opening, overlapping times), which marks each of its times.
 */
function TimeInput({
  dayError,
  name,
  label,
  value,
  messageId,
}: {
  name: string;
  label: string;
  value: string;
  messageId: string;
  dayError?: string;
}) {
  const error = useFieldError(name) ?? dayError;
  const id = `listing-${name.replaceAll(".", "-")}`;
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only sm:not-sr-only">{label}</span>
      <input
        id={id}
        name={name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={timeClass(error)}
        defaultValue={value}
        placeholder="09:00"
        maxLength={5}
        autoComplete="off"
      />
    </label>
  );
}

/** One interval of a day: its opening and closing times, and a button that removes it. */
function IntervalRow({
  day,
  index,
  interval,
  messageId,
  dayError,
  onRemove,
}: {
  day: Weekday;
  index: number;
  interval: OpeningInterval;
  messageId: string;
  dayError?: string;
  onRemove: () => void;
}) {
  const label = weekdayLabel(day);
  const times = intervalFields(day, index, interval);
  return (
    <li className="flex flex-wrap items-center gap-2">
      {times.map((time, i) => (
        <Fragment key={time.name}>
          {i > 0 && <span aria-hidden="true">–</span>}
          <TimeInput
            name={time.name}
            label={`${label} ${time.word}`}
            value={time.value}
            messageId={messageId}
            dayError={dayError}
          />
        </Fragment>
      ))}
      <button type="button" className="btn-secondary px-2 py-1 text-sm" onClick={onRemove}>
        Remove<span className="sr-only"> {`${label} ${times[0].value || "interval"}`}</span>
      </button>
    </li>
  );
}

/** A weekday's intervals, each with its times and a remove button, and a button to add one. */
function DayHours({ day, initial }: { day: Weekday; initial: readonly OpeningInterval[] }) {
  const [intervals, setIntervals] = useState(() => rows(initial));
  const name = dayFieldName(day);
  const label = weekdayLabel(day);
  const dayError = useFieldError(name, true);
  const messageId = `listing-${name.replaceAll(".", "-")}-error`;
  return (
    <div className="grid gap-2 border-t border-slate-200 py-3 sm:grid-cols-[8rem_1fr]">
      <p className="font-semibold text-ink" id={`hours-${day}`}>
        {label}
      </p>
      <div>
        {intervals.length === 0 && <p className="text-sm text-slate-700">Closed</p>}
        <ul className="space-y-2" aria-labelledby={`hours-${day}`}>
          {intervals.map((interval, index) => (
            <IntervalRow
              key={interval.key}
              day={day}
              index={index}
              interval={interval}
              messageId={messageId}
              dayError={dayError}
              onRemove={() => setIntervals((all) => all.filter((i) => i.key !== interval.key))}
            />
          ))}
        </ul>
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-brand-800 underline underline-offset-2"
          onClick={() => setIntervals((all) => [...all, ...rows([blankInterval()])])}
        >
          Add opening hours<span className="sr-only"> on {label}</span>
        </button>
        <FieldMessage name={name} error={dayError} />
      </div>
    </div>
  );
}

/** The week's opening hours in New Zealand time: several intervals a day, none for a closed day. */
export function HoursEditor({ hours }: { hours: OpeningHours }) {
  const error = useFieldError("openingHours");
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="text-lg font-bold">
        Opening hours
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        New Zealand time, 24-hour (08:30, 17:00; 24:00 for midnight). A day without hours is shown as closed.
      </p>
      <FieldMessage name="openingHours" error={error} />
      <div className="mt-3">
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} initial={hours[day]} />
        ))}
      </div>
    </section>
  );
}
