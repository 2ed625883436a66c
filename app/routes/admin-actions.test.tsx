// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { rememberSession, type SubmissionDetail } from "../lib/admin-api";
import AdminSubmissionPage, { clientAction } from "./admin-submission";

const ERASED = "This request was withdrawn and its personal details erased, so notes can no longer be added.";

const detail: SubmissionDetail = {
  submission: {
    id: "s1",
    reference: "BK-ACT001",
    form: "booking",
    status: "new",
    spam: 0,
    received_at: "2026-11-25T00:00:00.000Z",
    updated_at: "2026-11-25T00:00:00.000Z",
    email: "kiri@example.test",
    name: "Kiri Walker",
    city: "auckland",
    urgency: "routine",
    fields: { firstName: "Kiri", lastName: "Walker" },
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    page_url: "/book",
  },
  events: [],
  moves: ["in_progress", "closed"],
};

/** The inbox API as the page sees it: records each state change it is sent. */
function fakeApi(answers: Record<string, () => [number, unknown]>) {
  const sent: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      if (method !== "GET") sent.push(`${method} ${path}`);
      const answer = answers[`${method} ${path}`] ?? (() => [200, { email: "ops@example.test", csrfToken: "t" }]);
      const [status, body] = answer();
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
      );
    }),
  );
  return sent;
}

/** What the page loads: the submission as the server holds it now. */
let current = detail;

/** The page in a browser router, as the app runs it (react-router/dom hands it flushSync the same way). */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: "/admin/submissions/:id",
        Component: AdminSubmissionPage,
        loader: () => ({ detail: current, now: Date.now() }),
        action: clientAction as never,
      },
    ],
    { initialEntries: ["/admin/submissions/s1"] },
  );
  render(
    <RouterProvider
      router={router}
      flushSync={(fn) => {
        flushSync(fn);
      }}
    />,
  );
  return router;
}

/** Nothing under way: no fetcher submitting or loading, no navigation, no reload of the page's data. */
const settled = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.navigation.state === "idle" &&
  router.state.revalidation === "idle" &&
  [...router.state.fetchers.values()].every((fetcher) => fetcher.state === "idle");

beforeEach(() => {
  rememberSession(null);
  current = detail;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("changing a submission", () => {
  it("shows the server's refusal of a note and keeps what the operator typed", async () => {
    fakeApi({ "POST /admin/api/submissions/s1/note": () => [409, { error: ERASED }] });
    renderPage();
    const note = await screen.findByLabelText("Note (seen by operators only)", {}, { timeout: 5000 });
    fireEvent.change(note, { target: { value: "Called back, no answer" } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ERASED);
    expect(note).toHaveValue("Called back, no answer");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("changes the status once on a double click, and says so without a refusal", async () => {
    let moves = 0;
    const sent = fakeApi({
      "POST /admin/api/submissions/s1/status": () => {
        if (++moves > 1) return [409, { error: 'A booking in status "in_progress" cannot move to "in_progress".' }];
        current = { ...detail, submission: { ...detail.submission, status: "in_progress" }, moves: ["closed"] };
        return [200, { ok: true }];
      },
    });
    const router = renderPage();
    fireEvent.change(await screen.findByLabelText("New status", {}, { timeout: 5000 }), {
      target: { value: "in_progress" },
    });
    const button = screen.getByRole("button", { name: "Change status" });
    // Two clicks in a row with nothing in between to render the page, as a script's double click.
    await act(async () => {
      button.click();
      button.click();
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Status changed to In progress.");
    // Every submission the clicks made has been answered and the page reloaded: a second one's refusal would show now.
    await waitFor(() => expect(settled(router)).toBe(true));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent.filter((s) => s.endsWith("/status"))).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText("New status")).toHaveValue(""));
  });
});
