// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { ListItem, ListResponse, SubmissionDetail } from "../lib/admin-api";
import type { OutboxResponse } from "../../rules/api/outbox";
import type { AuditEntry } from "../lib/admin-api";
import AdminInboxPage from "./admin";
import type { OperatorContactChangeView } from "../../rules/api/contact-changes";
import AdminAuditPage from "./admin-audit";
import AdminContactChanges from "./admin-contact-changes";
import AdminOutboxPage from "./admin-outbox";
import AdminSubmissionPage from "./admin-submission";

/** U+202E RIGHT-TO-LEFT OVERRIDE: without isolation it reverses the text after it on the line. */
const RLO = "\u202e";
const NAME = `Mallory ${RLO}gnp.exe`;

const item: ListItem = {
  id: "s1",
  reference: "BK-BIDI01",
  form: "booking",
  status: "new",
  spam: 0,
  received_at: "2026-11-25T00:00:00.000Z",
  updated_at: "2026-11-25T00:00:00.000Z",
  email: "mallory@example.test",
  name: NAME,
  city: "auckland",
  urgency: "routine",
};

/** How an operator sees the override: named, not obeyed. */
const SHOWN = "⟨U+202E⟩";
/** Every character that reorders text: embeddings, overrides, isolates and marks. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * The page holds no bidi control at all (each is shown as a visible marker instead), and every
 * text node showing one sits in its own isolate (a <bdi>) holding nothing a person did not type:
 * the e-mail, separators and labels around it stay outside.
 */
function expectIsolated(container: HTMLElement, outside: string[]) {
  expect(container.textContent).not.toMatch(BIDI_CONTROL);
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const found: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(SHOWN)) found.push(node);
  }
  expect(found.length).toBeGreaterThan(0);
  for (const node of found) {
    const isolate = node.parentElement?.closest("bdi");
    expect(isolate, `"${node.textContent}" is not isolated`).not.toBeNull();
    for (const text of outside) expect(isolate!.textContent).not.toContain(text);
  }
}

describe("text a person typed, in the inbox", () => {
  afterEach(cleanup);

  it("cannot flip the e-mail and city shown beside a name in the list", async () => {
    const list: ListResponse = {
      items: [item],
      total: 1,
      sort: "urgent",
      page: 1,
      pageSize: 50,
      pages: 1,
      newCounts: { booking: 1, contact: 0, partner: 0, newsletter: 0 },
      spamCount: 0,
    };
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: AdminInboxPage,
        loader: () => ({ list, query: "", now: Date.parse(item.received_at) }),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/admin"]} />);
    await screen.findByText("BK-BIDI01");
    expectIsolated(container, ["mallory@example.test", "·", "Auckland"]);
  });

  it("cannot flip the labels, other fields or history on a submission's page", async () => {
    const detail: SubmissionDetail = {
      submission: {
        ...item,
        fields: { firstName: NAME, message: `Hello ${RLO}olleh`, phone: "021 123 4567" },
        utm_source: `news${RLO}letter`,
        utm_medium: null,
        utm_campaign: null,
        page_url: "/book",
      },
      events: [
        {
          id: 1,
          at: item.received_at,
          actor: "patient",
          action: "received",
          from_status: null,
          to_status: "new",
          note: null,
        },
        {
          id: 2,
          at: item.received_at,
          actor: "ops@example.test",
          action: "note",
          from_status: null,
          to_status: null,
          note: `Called ${RLO}back`,
        },
      ],
      moves: [],
    };
    const Stub = createRoutesStub([
      { path: "/admin/submissions/:id", Component: AdminSubmissionPage, loader: () => ({ detail, now: Date.now() }) },
    ]);
    const { container } = render(<Stub initialEntries={["/admin/submissions/s1"]} />);
    await screen.findByRole("heading", { level: 2, name: /Mallory/ });
    expectIsolated(container, [
      "021 123 4567",
      "First name",
      "Message",
      "UTM source",
      "ops@example.test",
      "mallory@example.test",
    ]);
  });

  it("shows an override in the audit log and the outgoing mail as a visible marker", async () => {
    const entries: AuditEntry[] = [
      {
        id: 1,
        at: item.received_at,
        actor: `ops${RLO}@example.test`,
        action: "retry-job",
        target: `BK-${RLO}BIDI01`,
        details: `{"job":"${RLO}j1"}`,
      },
    ];
    const outbox: OutboxResponse = {
      sending: true,
      failed: [
        {
          id: "j1",
          kind: "email",
          status: "failed",
          result: null,
          attempts: 5,
          maxAttempts: 5,
          lastError: `550 ${RLO}rejected`,
          createdAt: item.received_at,
          updatedAt: item.received_at,
          email: { to: [`mallory${RLO}@example.test`], subject: `Re: ${NAME}` },
        },
      ],
      kept: [],
      waiting: 0,
      retrying: [],
      sent: [],
      unconfirmedToday: { sent: 0, held: 0 },
      to: null,
    };
    const Stub = createRoutesStub([
      { path: "/admin/audit", Component: AdminAuditPage, loader: () => ({ entries }) },
      { path: "/admin/outbox", Component: AdminOutboxPage, loader: () => outbox },
    ]);
    const audit = render(<Stub initialEntries={["/admin/audit"]} />);
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    expectIsolated(audit.container, ["retry-job", "Audit log"]);
    expect(audit.container.textContent).toContain(`BK-${SHOWN}BIDI01`);
    audit.unmount();

    const mail = render(<Stub initialEntries={["/admin/outbox"]} />);
    await screen.findByRole("heading", { level: 1, name: "Outgoing mail" });
    expectIsolated(mail.container, ["To", "Error", "Attempts"]);
    expect(mail.container.textContent).toContain(`mallory${SHOWN}@example.test`);
  });

  it("cannot flip where a practice's booking requests would go on the contact changes screen", async () => {
    const held: OperatorContactChangeView = {
      id: "c1",
      practiceId: "p1",
      practiceName: `Kōwhai ${RLO}latneD`,
      listing: { kind: "dentist", id: "d1" },
      status: "held",
      fields: [{ field: "bookingEmail", before: "old@example.test", after: `moc.live${RLO}@example.test` }],
      requestedByEmail: `mallory${RLO}@example.test`,
      requestedAt: item.received_at,
      expiresAt: item.received_at,
      decidedBy: null,
      decidedAt: null,
    };
    const Stub = createRoutesStub([
      {
        path: "/admin/contact-changes",
        Component: AdminContactChanges,
        loader: () => ({ status: "held", items: [held], heldCount: 1 }),
      },
    ]);
    const { container } = render(<Stub initialEntries={["/admin/contact-changes"]} />);
    await screen.findByRole("heading", { level: 2, name: /Kōwhai/ });
    expectIsolated(container, ["old@example.test", "Asked for", "Was", "Booking requests go to", "Approve"]);
    expect(screen.getByRole("link", { name: /Kōwhai/ }).getAttribute("href")).toBe("/admin/listings/dentist/d1");
  });
});
