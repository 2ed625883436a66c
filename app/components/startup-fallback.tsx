import { SITE } from "../content/site";

/** Hidden until the startup guard reports that the app failed to start (spec §8). */
export function StartupFallback() {
  return (
    <div
      id="startup-fallback"
      hidden
      role="alert"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center bg-white p-6 text-center"
    >
      <p className="text-2xl font-bold text-brand-800">{SITE.name}</p>
      <p className="mt-3 text-lg">Loading</p>
      <p className="mt-2 text-slate-700">If this page does not finish loading, please refresh the page.</p>
    </div>
  );
}
