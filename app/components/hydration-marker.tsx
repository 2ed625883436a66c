import { useEffect } from "react";

/**
 * Marks <html data-hydrated="true"> once React has taken over the page (tests wait for it), and
 * tells the startup guard the app has started.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    window.__appStarted?.();
  }, []);
  return null;
}
