import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true after. Anything that depends on the query
 * string, the clock or the browser must wait for it, or the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
