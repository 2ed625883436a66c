import { describe, expect, it } from "vitest";

import { canonicalUrl, isPrivatePage, policyPath } from "./route-policies";

// Issue 33 item 2: policies are decided on the path React Router matches, not on the raw URL.

const T = "AaIaKw3Dy5Jd29J_gzB4Lwt6u5nOde3gORiWMjveBIA";

describe("the path every policy is decided on", () => {
  it("is the routed path: any case, trailing slashes, .data, dot segments and escapes undone", () => {
    for (const url of [
      `/requests/${T}`,
      `/Requests/${T}/`,
      `/REQUESTS/${T}.data`,
      `/requests/${T}/.data?_routes=routes/request-status`,
      `/x/../%52equests/${T}//`,
      `/requests\\${T}`,
    ]) {
      expect(policyPath(url), url).toBe(`/requests/${T.toLowerCase()}`);
      expect(isPrivatePage(url), url).toBe(true);
    }
    expect(policyPath("/_root.data")).toBe("/");
    expect(policyPath("/Book/?service=x")).toBe("/book");
    expect(isPrivatePage("/requests")).toBe(false);
    expect(isPrivatePage(`/requests/${T}/more`)).toBe(false);
  });

  it("routes a private page's every address as its canonical one, and leaves other addresses alone", () => {
    expect(canonicalUrl(`/Practice/Requests/${T}/`)).toBe(`/practice/requests/${T}`);
    expect(canonicalUrl(`/practice/requests/${T}/.data?_routes=x`)).toBe(`/practice/requests/${T}.data?_routes=x`);
    expect(canonicalUrl(`/%72equests/${T}?confirm=withdraw`)).toBe(`/requests/${T}?confirm=withdraw`);
    // A page for the token "T.data" stays that page, not the data of the token "T".
    expect(canonicalUrl(`/requests/${T}.data/`)).toBe(`/requests/${T}%2Edata`);
    // An encoded slash stays inside the token, as React Router reads it.
    expect(canonicalUrl("/Requests/a%2Fb")).toBe("/requests/a%2Fb");
    // The patient's review link is private the same way (issue 35).
    expect(canonicalUrl(`/Review/${T}/`)).toBe(`/review/${T}`);
    expect(canonicalUrl(`/%72eview/${T}/.data`)).toBe(`/review/${T}.data`);
    expect(isPrivatePage(`/REVIEW/${T}`)).toBe(true);
    expect(canonicalUrl("/reviews-policy")).toBe("/reviews-policy");
    for (const url of ["/directory?q=requests", "/assets/x.js", "/api/requests/abc", "/%64irectory"]) {
      expect(canonicalUrl(url), url).toBe(url);
    }
  });
});
