/**
 * Runs before the app's modules, as an inline script. If a module fails to load or hydration
 * throws, the error goes to the console and the "Loading" fallback (spec §8) is shown instead of
 * a dead page. Once the app has started it stands down: a module loaded later (a form's
 * definition) that fails is that feature's to handle, and the page is still working.
 */
export const STARTUP_GUARD_SCRIPT = `(function(){
var started = false;
window.__appStarted = function(){ started = true; };
function failed(error){
  if (started) return;
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
    __appStarted?: () => void;
  }
}
