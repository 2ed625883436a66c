/**
 * Placeholder until the forms work lands (issue 5 owns this file): the page around it is built
 * separately and only places this component.
 */
export function NewsletterForm() {
  return (
    <section aria-labelledby="newsletter-form-heading" className="card p-6">
      <h2 id="newsletter-form-heading" className="text-xl font-bold">
        Get dental tips by e-mail
      </h2>
    </section>
  );
}
