/**
 * The security headers, worked out once at start (security.ts): the very set @fastify/helmet
 * sent with the same options (recorded from it before it was replaced), on API answers,
 * errors, cache hits and the web app alike.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helpers.js";
import { HELMET_OPTIONS, helmetHeaders } from "./security.js";

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
