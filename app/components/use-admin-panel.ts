import { useEffect, useState } from "react";

import { AdminApiError, adminGet } from "../lib/admin-api";

/**
 * An operator panel's data and its changes (the practice's people, its plan): `loaded` read from
 * `path` and read again after each change; `run` makes a change, says `done` or the server's error
 * (with its field errors), and keeps the buttons disabled while it runs. A sign-in that has ended
 * (a Response) goes up to the page's boundary.
 */
export function useAdminPanel<T>(path: string, loadError: string) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One more after each change, so the data is read again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    adminGet<T>(path).then(
      (found) => live && setLoaded(found),
      (caught: unknown) => {
        if (caught instanceof Response) return;
        if (live) setError(caught instanceof Error ? caught.message : loadError);
      },
    );
    return () => {
      live = false;
    };
  }, [path, loadError, version]);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setFields({});
    setNotice(null);
    try {
      await change();
      setNotice(done);
      setVersion((v) => v + 1);
    } catch (caught) {
      if (caught instanceof Response) throw caught;
      setError(caught instanceof Error ? caught.message : "That did not work. Please try again.");
      if (caught instanceof AdminApiError) setFields(caught.fields);
    } finally {
      setBusy(false);
    }
  };
  return { loaded, error, fields, notice, busy, run };
}
