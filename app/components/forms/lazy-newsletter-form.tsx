import { lazy, Suspense } from "react";

// The sign-up box needs the shared form definitions (schemas, phone rules), the largest part of a
// blog page's JavaScript. It loads beside hydration rather than before it: until it arrives, the
// prerendered box stays on the page and posts as a plain HTML form.
const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

export function LazyNewsletterForm() {
  return (
    <Suspense fallback={null}>
      <NewsletterForm />
    </Suspense>
  );
}
