import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Chunks. Left alone, the bundler cuts one chunk per set of pages that share a module, so a content
 * page fetched a dozen small files, each gzipped on its own and each carrying import lines. Four
 * groups hold what belongs together (figures in docs/performance.md):
 * - framework: React, React DOM and React Router, which every page loads anyway;
 * - shell: what the header and footer need (site facts, paths, city names, first-touch UTM);
 * - listing: a dentist's card and its parts, shown together wherever listings are;
 * - page: a content page's header and its titled sections, which nearly every content page uses:
 *   as two small chunks of their own they cost each page about 200 bytes of gzip JavaScript.
 * Form libraries (zod) stay with the form pages that use them.
 */
const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//;
const SHELL = /(app\/(content\/site|lib\/utm)|rules\/(paths|listings\/city-names))\.ts$/;
const PAGE = /app\/components\/(page-header|titled-section)\.tsx$/;
const LISTING =
  /app\/(components\/(dentist-card|star-rating|listing-badges|service-tags)\.tsx|lib\/(funding|dentist-display)\.ts)$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 30 },
            { name: "shell", test: SHELL, priority: 20 },
            { name: "listing", test: LISTING, priority: 10 },
            { name: "page", test: PAGE, priority: 5 },
          ],
        },
      },
    },
  },
});
