import { SITE } from "../content/site";
import { SUPPORT_HOURS } from "../content/support-line";
import { BreakableAddress } from "./breakable-address";

/** Phone, role-based e-mail addresses, office and hours: used on Contact and About. */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="contact-details-heading" className="card p-5 sm:p-6">
      <Heading id="contact-details-heading" className="text-xl font-bold">
        Contact details
      </Heading>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="font-semibold">Phone (free call)</dt>
          <dd>
            <a href={SITE.phoneHref} className="text-lg font-bold text-brand-700 underline">
              {SITE.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">E-mail</dt>
          <dd>
            <ul className="mt-1 space-y-1">
              {SITE.emails.map((e) => (
                <li key={e.address} className="text-sm">
                  <span className="block text-slate-700">{e.role}</span>
                  <a href={`mailto:${e.address}`} className="font-medium break-words text-brand-700 underline">
                    <BreakableAddress text={e.address} />
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Office</dt>
          <dd className="text-slate-700">
            <address className="not-italic">{SITE.office}</address>
          </dd>
        </div>
      </dl>
      <Sub className="mt-5 font-semibold">Business hours</Sub>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Business hours</caption>
        <tbody>
          {SUPPORT_HOURS.map((h) => (
            <tr key={h.days} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 text-left font-medium">
                {h.days}
              </th>
              <td className="py-1.5 text-right text-slate-700">{h.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
