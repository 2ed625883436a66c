import { useEffect } from "react";
import { useLocation } from "react-router";

import { captureFirstTouch } from "../lib/utm";

/** Mounted once in the root: records the UTM values of the session's landing page (first touch). */
export function UtmCapture() {
  const { search } = useLocation();
  useEffect(() => captureFirstTouch(search), [search]);
  return null;
}
