import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export const MAIN_ID = "main";

/**
 * After a client-side move to another page, the link a keyboard or screen-reader user chose has
 * usually gone (the page changed, or the phone menu closed over it), so focus falls back to the top
 * of the document and nothing says the page changed. Focus moves to the new page's main content,
 * as a full page load followed by the skip link would, and the new title is announced. Focus the
 * user left on a control inside the page (a filter that changed the address) stays where it is.
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById(MAIN_ID);
    const active = document.activeElement;
    const focusKept = active && active !== document.body && active.isConnected && main?.contains(active);
    if (!focusKept) main?.focus({ preventScroll: true });
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
