import { TitledSection } from "./titled-section";

/** One step of what happens after a form is sent: a short title and a sentence. */
export type NextStep = { title: string; text: string };

/** The "What happens next" section of a success page: the steps, numbered, side by side on wide screens. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  return (
    <TitledSection id="next-heading" title="What happens next">
      <ol className="mt-5 grid gap-5 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="card p-5">
            <p className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </p>
            <h3 className="mt-3 font-bold">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
