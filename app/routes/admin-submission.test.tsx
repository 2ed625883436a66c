// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { SubmissionDetail } from "../lib/admin-api";
import AdminSubmissionPage from "./admin-submission";

const booking: SubmissionDetail = {
  submission: {
    id: "s1",
    reference: "BK-LABEL1",
    form: "booking",
    status: "new",
    spam: 0,
    received_at: "2026-11-25T00:00:00.000Z",
    updated_at: "2026-11-25T00:00:00.000Z",
    email: "aroha@example.test",
    name: "Aroha Ngata",
    city: "palmerston-north",
    urgency: "urgent",
    // As the form service stores them: the phone as E.164, the city as its slug, options as values.
    fields: {
      firstName: "Aroha",
      lastName: "Ngata",
      email: "aroha@example.test",
      phone: "+64211234567",
      service: "Root Canal",
      location: "palmerston-north",
      preferredDate: "2026-12-01",
      preferredTime: "9:30 AM",
      urgency: "urgent",
      insurance: "",
      dentistPreference: "Dr Sarah Chen",
      message: "Sore tooth",
      utm_source: "",
      utm_medium: "",
      utm_campaign: "",
      page_url: "http://localhost/book",
    },
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    page_url: "http://localhost/book",
  },
  events: [],
  moves: [],
};

afterEach(cleanup);

/** The submission's fields as the operator reads them: each label with the value beside it. */
async function shownFields(detail: SubmissionDetail) {
  const Stub = createRoutesStub([
    { path: "/admin/submissions/:id", Component: AdminSubmissionPage, loader: () => ({ detail, now: Date.now() }) },
  ]);
  render(<Stub initialEntries={["/admin/submissions/s1"]} />);
  const section = (await screen.findByRole("heading", { level: 2, name: "Aroha Ngata" })).closest("section")!;
  return within(section)
    .getAllByRole("term")
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

describe("a booking on the inbox's submission page", () => {
  it("shows the form's own labels, in its order, with the phone, city and options as people read them", async () => {
    expect(await shownFields(booking)).toEqual([
      ["First name", "Aroha"],
      ["Last name", "Ngata"],
      ["E-mail", "aroha@example.test"],
      ["Phone", "021 123 4567"],
      ["Service", "Root Canal"],
      ["Location", "Palmerston North"],
      ["Preferred date", "2026-12-01"],
      ["Preferred time", "9:30 AM"],
      ["Urgency", "Urgent (within 3 days)"],
      ["Insurance provider", "—"],
      ["Preferred dentist", "Dr Sarah Chen"],
      ["Message", "Sore tooth"],
    ]);
  });

  it("offers the phone as a tap-to-call link and the e-mail as a mailto link", async () => {
    await shownFields(booking);
    expect(screen.getByRole("link", { name: "021 123 4567" }).getAttribute("href")).toBe("tel:+64211234567");
    expect(screen.getByRole("link", { name: "aroha@example.test" }).getAttribute("href")).toBe(
      "mailto:aroha@example.test",
    );
  });
});

describe("a booking that names a listing", () => {
  const named = (listed?: NonNullable<SubmissionDetail["listing"]>["listed"]): SubmissionDetail => ({
    ...booking,
    submission: {
      ...booking.submission,
      fields: { ...booking.submission.fields, listing: "dentist/tui-dental-nelson" },
    },
    listing: { ref: "dentist/tui-dental-nelson", kind: "dentist", id: "tui-dental-nelson", listed },
  });

  it("shows whom it asks for, with the practice's phone, booking address and profile", async () => {
    await shownFields(
      named({
        name: "Dr Hine Kereama",
        practice: "Tui Street Dental",
        citySlug: "nelson",
        phone: "(03) 555 0101",
        bookingEmail: "bookings@tuistreet.co.nz",
      }),
    );
    const card = screen.getByRole("region", { name: "Asks for this dentist" });
    expect(within(card).getByRole("link", { name: "Dr Hine Kereama" }).getAttribute("href")).toBe(
      "/dentists/tui-dental-nelson",
    );
    expect(card.textContent).toContain("Tui Street Dental, Nelson");
    expect(within(card).getByRole("link", { name: "(03) 555 0101" }).getAttribute("href")).toBe("tel:+6435550101");
    expect(within(card).getByRole("link", { name: "bookings@tuistreet.co.nz" })).toBeTruthy();
  });

  it("says when the listing it names is no longer listed", async () => {
    await shownFields(named(undefined));
    const card = screen.getByRole("region", { name: "Asks for this dentist" });
    expect(card.textContent).toContain("tui-dental-nelson is no longer listed");
  });
});

describe("an approved partner application on the inbox's submission page", () => {
  it("shows the draft listing it became beside it, with a link to edit it", async () => {
    const detail: SubmissionDetail = {
      ...booking,
      submission: { ...booking.submission, form: "partner", status: "approved", name: "Aroha Ngata" },
      events: [
        {
          id: 1,
          at: "2026-11-25T00:00:00.000Z",
          actor: "ops@example.test",
          action: "listing-drafted",
          from_status: null,
          to_status: null,
          note: "dentist/kowhai-dental-nelson",
        },
      ],
    };
    const listing = {
      kind: "dentist" as const,
      id: "kowhai-dental-nelson",
      name: "Dr Lee",
      practice: "Kōwhai Dental",
      status: "draft" as const,
      citySlug: "nelson",
      address: "1 Trafalgar Street, Nelson",
      phone: "03 555 0123",
      email: "lee@kowhai.example.nz",
      website: "",
      openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      checkedOn: "2026-11-25",
      source: "Partner application PA-ABC123",
    };
    const Stub = createRoutesStub([
      {
        path: "/admin/submissions/:id",
        Component: AdminSubmissionPage,
        loader: () => ({ detail, now: Date.now(), named: { kind: "dentist", id: listing.id }, listing }),
      },
    ]);
    render(<Stub initialEntries={["/admin/submissions/s1"]} />);
    const panel = await screen.findByRole("region", { name: "Draft listing from this application" });
    expect(within(panel).getByText("Dr Lee")).toBeTruthy();
    expect(within(panel).getByText("Dentist · Draft")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Edit this listing" }).getAttribute("href")).toBe(
      "/admin/listings/dentist/kowhai-dental-nelson",
    );
    expect(screen.getByText("Draft listing created")).toBeTruthy();
  });
});

describe("a booking's practice panel", () => {
  it("shows where the booking was sent, the practice's answer, and the form to send it elsewhere", async () => {
    const detail: SubmissionDetail = {
      ...booking,
      submission: { ...booking.submission, status: "in_progress" },
      practiceRequests: [
        {
          id: "p2",
          listingRef: "dentist/cuba-quarter-dental-wellington",
          practiceName: "Cuba Quarter Dental",
          practiceEmail: "bookings@cubaquarter.co.nz",
          practicePhone: "(04) 555 0101",
          status: "declined",
          sentAt: "2026-11-25T01:00:00.000Z",
          expiresAt: "2026-12-09T01:00:00.000Z",
          firstAnswerAt: "2026-11-25T02:00:00.000Z",
          appointment: null,
          offeredTimes: [],
          declineReason: "No appointments this month",
          remindedAt: null,
          escalatedAt: "2026-11-25T02:00:00.000Z",
        },
      ],
    };
    const Stub = createRoutesStub([
      { path: "/admin/submissions/:id", Component: AdminSubmissionPage, loader: () => ({ detail, now: Date.now() }) },
    ]);
    render(<Stub initialEntries={["/admin/submissions/s1"]} />);
    const panel = (await screen.findByRole("heading", { level: 2, name: "Practice" })).closest("section")!;
    expect(within(panel).getByText("Cuba Quarter Dental")).toBeTruthy();
    expect(within(panel).getByText("Declined by the practice")).toBeTruthy();
    expect(within(panel).getByText("Needs re-matching")).toBeTruthy();
    expect(within(panel).getByText("No appointments this month")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Send to practice" })).toBeTruthy();
  });
});
