import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/lib/site-paths";

export default {
  // Pages that show listings are rendered per request by our Fastify server from the live listings
  // (server/platform/plugins/site.ts); pages that show none are still built once to HTML files.
  ssr: true,
  prerender: () => prerenderPaths(),
} satisfies Config;
