import { Link } from "react-router";

import type { Route } from "./+types/costs";
import { PageHeader } from "../components/page-header";
import { PAYMENT_FILTERS, type PaymentFilterParam } from "../../rules/listings/funding";
import { pageMeta } from "../lib/meta";
import { paths } from "../../rules/paths";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "What dental care costs, and help to pay for it",
    description:
      "Typical New Zealand prices for check-ups, fillings, implants, Invisalign and emergencies, and how ACC, free under-18 care, Work and Income and insurance can help.",
    path: paths.costs(),
  });

const TYPICAL_COSTS = [
  { treatment: "Check-up and clean", price: "$150 – $300", note: "Examination, X-rays if needed, scale and polish." },
  {
    treatment: "Emergency appointment",
    price: "From $150",
    note: "Pain relief and a plan; treatment is quoted first.",
  },
  {
    treatment: "Wisdom tooth removal",
    price: "$300 – $800 per tooth",
    note: "More if the tooth is impacted or needs sedation.",
  },
  { treatment: "Teeth whitening", price: "$400 – $800", note: "In the chair in 1–2 hours, or take-home trays." },
  { treatment: "Dental implant", price: "$3,500 – $6,000", note: "Per tooth, including the crown; 3–6 months." },
  { treatment: "Invisalign", price: "$6,000 – $9,000", note: "Full treatment over 12–18 months." },
];

function DirectoryLink({ filter, children }: { filter: PaymentFilterParam; children: React.ReactNode }) {
  return (
    <Link to={paths.directory({ [filter]: "1" })} className="btn-secondary mt-2">
      {children}
    </Link>
  );
}

export default function CostsPage() {
  return (
    <>
      <PageHeader
        title="What dental care costs, and help to pay for it"
        mi="Utu"
        lead="Cost is the main reason New Zealanders put off the dentist. Here is what common treatments usually cost, and the help you may be able to get."
      />
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="prose-page min-w-0">
          <section aria-labelledby="typical-costs">
            <h2 id="typical-costs">Typical prices</h2>
            <p>
              Prices vary between practices and with what your mouth needs. Ask for a written quote before treatment
              starts; every practice on our directory shows its price range.
            </p>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Typical prices (scrolls sideways)">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Typical prices of dental treatments in New Zealand dollars</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-4">
                      Treatment
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Typical cost (NZD)
                    </th>
                    <th scope="col" className="py-2">
                      What it includes
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {TYPICAL_COSTS.map((row) => (
                    <tr key={row.treatment} className="border-b border-slate-200 align-top">
                      <th scope="row" className="py-2 pr-4 font-semibold">
                        {row.treatment}
                      </th>
                      <td className="py-2 pr-4">{row.price}</td>
                      <td className="py-2 text-slate-700">{row.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="acc">
            <h2 id="acc">After an accident: ACC</h2>
            <p>
              If you hurt your teeth in an accident – a fall, a sports knock, biting on something hard that should not
              have been in your food – ACC may pay part of the cost of treatment. An ACC-registered dentist lodges the
              claim for you at the first visit. ACC usually pays a set contribution, so there may still be a part for
              you to pay: ask the practice before treatment starts.
            </p>
            <DirectoryLink filter="acc">Find ACC-registered dentists</DirectoryLink>
          </section>

          <section aria-labelledby="under-18">
            <h2 id="under-18">Children and teenagers: free until 18</h2>
            <p>
              Basic dental care is free for children and teenagers in New Zealand until their 18th birthday. Young
              children are seen by the community oral health service; from Year 9, teenagers can go to a dentist who
              holds a contract to provide publicly funded care. Check-ups, X-rays, fillings and extractions are covered;
              orthodontics and cosmetic work are not.
            </p>
            <DirectoryLink filter="under18">Find dentists offering free care for under-18s</DirectoryLink>
          </section>

          <section aria-labelledby="winz">
            <h2 id="winz">On a low income: Work and Income</h2>
            <p>
              If you are on a benefit or a low income, Work and Income may help with the cost of urgent or emergency
              dental treatment through a special needs grant or an advance. You will usually need a written quote from
              the dentist. Call Work and Income before treatment to check what you can get.
            </p>
            <DirectoryLink filter="winz">Find dentists who give Work and Income quotes</DirectoryLink>
          </section>

          <section aria-labelledby="insurance">
            <h2 id="insurance">Health insurance</h2>
            <p>
              Many health insurance policies cover part of the cost of dental care, often with a yearly limit.
              Affiliated providers let you claim at the counter, so you pay only your share on the day.
            </p>
            <div className="flex flex-wrap gap-2">
              <DirectoryLink filter="southern-cross">Southern Cross Affiliated Providers</DirectoryLink>
              <DirectoryLink filter="nib">nib First Choice dentists</DirectoryLink>
            </div>
          </section>
        </div>

        <aside aria-labelledby="filters-help" className="card h-fit p-5">
          <h2 id="filters-help" className="text-lg font-bold">
            Search by how you pay
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {PAYMENT_FILTERS.map((filter) => (
              <li key={filter.param}>
                <Link to={paths.directory({ [filter.param]: "1" })} className="font-semibold text-brand-700 underline">
                  {filter.label}
                </Link>
                <p className="text-slate-700">{filter.help}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
