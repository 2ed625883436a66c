import { renderToStaticMarkup } from "react-dom/server";

import type { FieldErrors, FormName } from "../../forms";
import { paths } from "../../rules/paths";

const FORM_PAGES: Record<FormName, string> = {
  booking: paths.book(),
  contact: paths.contact(),
  partner: paths.partner(),
  newsletter: paths.blog(),
};

/**
 * What a browser that posted a form without our script (it never loaded, or failed to) sees when
 * the form service refuses the form: each problem in words, and the way back. Only the browser's
 * Back button returns to the form as it was typed (a link cannot, without a script), so the link
 * says it opens an empty form. React renders it so every message is escaped.
 */
export function invalidFormPage(form: FormName, errors: FieldErrors): string {
  const page = (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Please check the form | NZ Dental Directory</title>
      </head>
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          lineHeight: 1.5,
          maxWidth: "40rem",
          margin: "2rem auto",
          padding: "0 1rem",
        }}
      >
        <main>
          <h1>Please check the form</h1>
          <p>Nothing was sent. Please fix:</p>
          <ul>
            {Object.values(errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>
            Your browser&rsquo;s <strong>Back</strong> button takes you back to the form with what you typed still in
            it.
          </p>
          <p>
            Or <a href={FORM_PAGES[form]}>start again with an empty form</a>.
          </p>
        </main>
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
