/**
 * Runs before the app's modules, as an inline script. If a module fails to load or hydration
 * throws, the error goes to the console and the "Loading" fallback (spec §8) is shown instead of
 * a dead page.
 */
export const STARTUP_GUARD_SCRIPT = `(function(){
function failed(error){
  console.error("NZ Dental Directory failed to start:", error);
  var el = document.getElementById("startup-fallback");
  if (el) el.hidden = false;
}
window.__appStartFailed = failed;
addEventListener("error", function (event) {
  var target = event.target;
  if (target && target.tagName === "SCRIPT") failed("could not load " + (target.src || "a module"));
  else if (target && target.tagName === "LINK" && target.rel === "modulepreload") failed("could not load " + target.href);
}, true);
})();`;

declare global {
  interface Window {
    __appStartFailed?: (error: unknown) => void;
  }
}
