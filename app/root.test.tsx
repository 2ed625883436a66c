// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorBoundary } from "./root";

function BrokenPage(): React.ReactNode {
  throw new Error("render failed");
}

describe("a page that fails to render", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a friendly error page with a way home, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: BrokenPage, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Dental emergency?" })).toHaveAttribute("href", "/emergency");
    expect(
      logged.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message === "render failed")),
    ).toBe(true);
  });
});
