import { useLoaderData } from "react-router";

import type { Route } from "./+types/admin-audit";
import { AdminShell } from "../components/admin-shell";
import { adminGet, adminMeta, type AuditEntry, ensureSession } from "../lib/admin-api";
import { TypedText } from "../components/typed-text";
import { withVisibleControls } from "../../rules/text";
import { nzDateTimeText } from "../../rules/nz-time";

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function clientLoader() {
  const [{ entries }] = await Promise.all([adminGet<{ entries: AuditEntry[] }>("/audit"), ensureSession()]);
  return { entries };
}

const COLUMNS = ["When", "Who", "Action", "Target", "Details"] as const;

export default function AdminAuditPage() {
  const { entries } = useLoaderData<typeof clientLoader>();
  return (
    <AdminShell title="Audit log">
      <p className="text-sm text-slate-700">The latest {entries.length} entries, newest first.</p>
      {/* Focusable, so a keyboard can scroll the wide table sideways on a phone. */}
      <div className="card mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Audit log (scrolls sideways)">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit log entries</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{nzDateTimeText(e.at)}</td>
                <td className="px-3 py-2">
                  <TypedText text={e.actor} />
                </td>
                <td className="px-3 py-2">{e.action}</td>
                <td
                  className="max-w-48 truncate px-3 py-2"
                  title={e.target ? withVisibleControls(e.target) : undefined}
                >
                  <TypedText text={e.target ?? "—"} />
                </td>
                <td className="px-3 py-2 font-mono text-xs break-all">
                  <TypedText text={e.details ?? ""} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  );
}
