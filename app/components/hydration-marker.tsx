import { useEffect } from "react";

/** Marks <html data-hydrated="true"> once React has taken over the page (tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
