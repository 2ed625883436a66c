/**
 * The page's `<link rel="modulepreload">` tags, moved from the top of the head (where React 19
 * hoists them) to just before the router's module script at the end of the body.
 *
 * In the head, the browser starts a dozen script requests while it is still parsing the head,
 * on the main thread, before it has painted anything; on a slow phone that pushes the first paint
 * (which is the LCP on our pages) from the HTML's first chunks to after its last. Next to the
 * module script the preloads still fetch every chunk at once (no import waterfall), about one
 * HTML's download later. Measured in docs/performance.md ("Module preloads before the module
 * script"); docs/decisions/D0495-module-preloads-sit-before-the-routers.md.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The router's module script, with or without a nonce before its type. */
const MODULE_SCRIPT = /<script[^>]*? type="module"/;

export function modulePreloadsBeforeScripts(html: string): string {
  const links = html.match(MODULE_PRELOAD);
  if (!links) return html;
  const rest = html.replace(MODULE_PRELOAD, "");
  const at = rest.search(MODULE_SCRIPT);
  // A page without the router's scripts has nothing to preload for: leave it as rendered.
  if (at === -1) return html;
  return rest.slice(0, at) + links.join("") + rest.slice(at);
}
