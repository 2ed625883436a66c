import { describe, expect, it } from "vitest";

import { byDistance, directionsUrl, formatKm, haversineKm } from "./geo";

const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const WELLINGTON = { lat: -41.2865, lng: 174.7762 };
const CHRISTCHURCH = { lat: -43.5321, lng: 172.6362 };

describe("haversineKm", () => {
  it("is zero from a point to itself", () => {
    expect(haversineKm(AUCKLAND, AUCKLAND)).toBe(0);
  });

  it("gives the known straight-line distances between the main centres", () => {
    // Auckland–Wellington is about 494 km as the crow flies; Wellington–Christchurch about 304 km.
    expect(haversineKm(AUCKLAND, WELLINGTON)).toBeGreaterThan(485);
    expect(haversineKm(AUCKLAND, WELLINGTON)).toBeLessThan(500);
    expect(haversineKm(WELLINGTON, CHRISTCHURCH)).toBeGreaterThan(295);
    expect(haversineKm(WELLINGTON, CHRISTCHURCH)).toBeLessThan(310);
  });

  it("is symmetric", () => {
    expect(haversineKm(AUCKLAND, CHRISTCHURCH)).toBeCloseTo(haversineKm(CHRISTCHURCH, AUCKLAND), 9);
  });

  it("handles crossing the antimeridian", () => {
    // Chatham Islands (176.5° W) to Christchurch is about 850 km, not most of the way round the globe.
    const chathams = { lat: -43.95, lng: -176.56 };
    expect(haversineKm(chathams, CHRISTCHURCH)).toBeLessThan(900);
  });
});

describe("byDistance", () => {
  const places = [
    { name: "Auckland", ...AUCKLAND },
    { name: "Wellington", ...WELLINGTON },
    { name: "Christchurch", ...CHRISTCHURCH },
  ];

  it("puts Christchurch first for someone in Dunedin", () => {
    const order = byDistance(places, { lat: -45.8788, lng: 170.5028 }).map((r) => r.place.name);
    expect(order).toEqual(["Christchurch", "Wellington", "Auckland"]);
  });

  it("puts Wellington first for someone in Palmerston North", () => {
    const result = byDistance(places, { lat: -40.3523, lng: 175.6082 });
    expect(result[0]?.place.name).toBe("Wellington");
    expect(result[0]?.km).toBeLessThan(150);
  });

  it("does not reorder its input", () => {
    byDistance(places, CHRISTCHURCH);
    expect(places[0]?.name).toBe("Auckland");
  });
});

describe("formatKm", () => {
  it("shows one decimal nearby and whole kilometres further away", () => {
    expect(formatKm(3.24)).toBe("3.2 km");
    expect(formatKm(148.6)).toBe("149 km");
    expect(formatKm(1234)).toBe("1,234 km");
  });
});

describe("directionsUrl", () => {
  it("points the map app at the coordinates", () => {
    expect(directionsUrl({ lat: -36.8478, lng: 174.762 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-36.8478,174.762",
    );
  });
});
