/**
 * Placeholder until the forms work lands (issue 5 owns this file): the page around it is built
 * separately and only places this component.
 */
export function ContactForm() {
  return (
    <section aria-labelledby="contact-form-heading" className="card p-6">
      <h2 id="contact-form-heading" className="text-xl font-bold">
        Send us a message
      </h2>
    </section>
  );
}
