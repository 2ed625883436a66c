import { servicePreview } from "../lib/dentist-display";

/** The first three services as tags, then "+N more". */
export function ServiceTags({ services }: { services: readonly string[] }) {
  const { shown, more } = servicePreview(services);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Services">
      {shown.map((service) => (
        <li key={service} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
          {service}
        </li>
      ))}
      {more > 0 && <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">+{more} more</li>}
    </ul>
  );
}
