/**
 * Placeholder until the forms work lands (issue 5 owns this file): the page around it is built
 * separately and only places this component.
 */
export function PartnerForm() {
  return (
    <section aria-labelledby="partner-form-heading" className="card p-6">
      <h2 id="partner-form-heading" className="text-xl font-bold">
        Apply to join
      </h2>
    </section>
  );
}
