import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/lib/site-paths";

export default {
  // Static build: every known page is prerendered to real HTML, then hydrates in the browser.
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
