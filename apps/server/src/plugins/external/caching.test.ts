import { describe, expect, it } from "vitest";
import { etagMatches, weakEtag } from "./caching.js";

describe("weakEtag and etagMatches", () => {
  const etag = weakEtag('{"success":true}');

  it("tags a payload with a weak validator that changes with the payload", () => {
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtag(Buffer.from('{"success":true}'))).toBe(etag);
    expect(weakEtag('{"success":false}')).not.toBe(etag);
  });

  it("compares weakly: the tag itself, its strong form, a list holding it, or *", () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(etag.slice(2), etag)).toBe(true);
    expect(etagMatches(`W/"old", ${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
  });

  it("does not match another tag, an empty header or none", () => {
    expect(etagMatches('W/"other"', etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
