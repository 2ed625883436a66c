import { createContext, useContext } from "react";

/**
 * The CSP nonce of the response being rendered on the server (entry.server.tsx provides it), for
 * the few inline scripts the layout writes itself. Prerendered pages and the browser have none:
 * prerendered pages are allowed by their scripts' hashes instead (server/platform/plugins/site.ts).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
