/**
 * The security headers, worked out once at start (security.ts): the very set @fastify/helmet
 * sent with the same options (recorded from it before it was replaced), on API answers,
 * errors, cache hits and the web app alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helpers.js";
import { HELMET_OPTIONS, helmetHeaders, helmetOptionsFor } from "./security.js";

/** What @fastify/helmet 13.2 (helmet 8.3) sent with HELMET_OPTIONS, in its order. */
const EXPECTED: Array<[string, string]> = [
  [
    "content-security-policy",
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  ],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "no-referrer"],
  ["strict-transport-security", "max-age=31536000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "SAMEORIGIN"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("are helmet's headers for our options, worked out once", () => {
    expect(helmetHeaders(HELMET_OPTIONS)).toEqual(EXPECTED);
  });

  it("go out on a read, its cached repeat, an error and the web app", async () => {
    const urls = [
      "/api/health",
      "/api/user/cars/facets",
      "/api/user/cars/facets",
      "/api/nope",
      "/",
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url });
      const sent = Object.entries(res.headers).filter(([name]) =>
        EXPECTED.some(([known]) => known === name),
      );
      expect(sent, url).toEqual(EXPECTED);
    }
  });
});

describe("with online payments (issue 28 item 7)", () => {
  const razorpay = {
    mode: "razorpay" as const,
    keyId: "rzp_test_x",
    keySecret: "s",
    webhookSecret: "w",
    apiUrl: "https://api.razorpay.com",
    checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
  };
  const csp = (headers: ReadonlyArray<[string, string]>) =>
    Object.fromEntries(
      headers
        .find(([name]) => name === "content-security-policy")![1]
        .split(";")
        .map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );

  it("admits Checkout's script, its frame and calls, and nothing else, only when on", () => {
    expect(helmetOptionsFor({ mode: "offline" })).toBe(HELMET_OPTIONS);
    const headers = helmetHeaders(helmetOptionsFor(razorpay));
    const on = csp(headers);
    expect(on["script-src"]).toBe("'self' https://checkout.razorpay.com");
    expect(on["frame-src"]).toBe("'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(on["connect-src"]).toBe("'self' https://api.razorpay.com https://checkout.razorpay.com");
    const off = csp(EXPECTED);
    for (const name of ["default-src", "img-src", "style-src", "object-src", "frame-ancestors"])
      expect(on[name], name).toBe(off[name]);
    expect(Object.fromEntries(headers)["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
  });

  it("points at a local fake's one origin for the sandbox", () => {
    const fake = "http://127.0.0.1:4010";
    const on = csp(
      helmetHeaders(
        helmetOptionsFor({ ...razorpay, apiUrl: fake, checkoutUrl: `${fake}/v1/checkout.js` }),
      ),
    );
    expect(on["script-src"]).toBe(`'self' ${fake}`);
    expect(on["connect-src"]).toBe(`'self' ${fake}`);
  });
});
