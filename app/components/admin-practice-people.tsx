import { adminSend } from "../lib/admin-api";
import { AdminPanel, AdminPanelMessages } from "./admin-panel";
import { useAdminPanel } from "./use-admin-panel";
import { apiPaths } from "../../rules/api-paths";
import { PRACTICE_ROLES, type PracticeRole, ROLE_LABELS } from "../../rules/practice-account";

interface Person {
  userId: string;
  email: string;
  role: PracticeRole;
}

/**
 * Who can sign in to the listing's practice account (issue 36 item 2): operators add anyone (who is
 * e-mailed an invitation) and remove anyone, through /admin/api/practices/{id}/people.
 */
export function AdminPracticePeople({ practiceId }: { practiceId: string }) {
  const { loaded, error, fields, notice, busy, run } = useAdminPanel<{ people: Person[] }>(
    apiPaths.practicePeople(practiceId),
    "The practice's people could not be loaded.",
  );
  const people = loaded?.people ?? null;

  return (
    <AdminPanel id="practice-people" title="Practice account">
      <AdminPanelMessages error={error} notice={notice} />
      {people === null ? (
        <p className="mt-2 text-sm text-slate-700">Loading…</p>
      ) : people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nobody can sign in for this practice yet.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {people.map((p) => (
            <li key={p.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {p.email} · {ROLE_LABELS[p.role]}
              </span>
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                aria-label={`Remove ${p.email}`}
                onClick={() =>
                  void run(
                    () => adminSend("DELETE", apiPaths.practicePeople(practiceId, p.userId)),
                    `Removed ${p.email}.`,
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-3 space-y-2"
        aria-label="Add someone to the practice account"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const body = { email: String(data.get("email") ?? ""), role: String(data.get("role") ?? "") };
          void run(
            () => adminSend("POST", apiPaths.practicePeople(practiceId), body),
            `Added ${body.email}; we have e-mailed them an invitation.`,
          );
        }}
      >
        <label className="field-label" htmlFor="people-email">
          Add someone: their e-mail
        </label>
        <input
          id="people-email"
          name="email"
          type="email"
          required
          className="field-input"
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={fields.email ? "people-email-error" : undefined}
        />
        {fields.email && (
          <p id="people-email-error" className="text-sm font-medium text-red-700">
            {fields.email}
          </p>
        )}
        <label className="field-label" htmlFor="people-role">
          Their role
        </label>
        <select id="people-role" name="role" className="field-input" defaultValue="owner">
          {PRACTICE_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <button type="submit" className="btn-secondary w-full" disabled={busy}>
          Add and invite
        </button>
      </form>
    </AdminPanel>
  );
}
