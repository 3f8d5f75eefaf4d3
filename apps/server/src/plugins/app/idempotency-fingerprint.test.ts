/**
 * What counts as the same request for an Idempotency-Key (decision 018): JSON by value (key
 * order and spacing aside), multipart by its bytes without the boundary a client picks anew for
 * each send, and the key's own format.
 */
import { describe, expect, it } from "vitest";
import { multipartBody } from "../../../test/cars-support.js";
import { parseIdempotencyKey } from "./idempotency.js";
import {
  canonicalJson,
  fingerprint,
  jsonDigest,
  multipartBoundary,
  multipartDigest,
} from "./idempotency-fingerprint.js";

describe("canonicalJson and jsonDigest", () => {
  it("sorts keys at every depth and leaves undefined members out", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 2, y: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":1,"z":2}]},"b":1}',
    );
    expect(jsonDigest({ a: 1, b: 2 })).toBe(jsonDigest({ b: 2, a: 1 }));
    expect(jsonDigest({ a: 1 })).not.toBe(jsonDigest({ a: "1" }));
    expect(jsonDigest(undefined)).toBe(jsonDigest(null));
  });

  it("tells requests apart by method and URL too", () => {
    const body = jsonDigest({ carId: "x" });
    const base = fingerprint("POST", "/api/owner/toggle-car", body);
    expect(fingerprint("POST", "/api/owner/delete-car", body)).not.toBe(base);
    expect(fingerprint("DELETE", "/api/owner/toggle-car", body)).not.toBe(base);
    expect(fingerprint("POST", "/api/owner/toggle-car", body)).toBe(base);
  });
});

describe("multipartDigest", () => {
  it("gives the same form sent twice, with two boundaries, one digest; another form another", async () => {
    const bytes = Buffer.from("not really an image");
    const form = () =>
      multipartBody({ carData: '{"brand":"Tata"}' }, [
        { filename: "car.jpg", type: "image/jpeg", bytes },
      ]);
    const [one, two] = await Promise.all([form(), form()]);
    const boundary = (f: typeof one) => multipartBoundary(f.headers["content-type"]);
    expect(boundary(one)).toBeDefined();
    expect(boundary(one)).not.toBe(boundary(two));
    expect(one.payload.equals(two.payload)).toBe(false);
    expect(multipartDigest(one.payload, boundary(one))).toBe(
      multipartDigest(two.payload, boundary(two)),
    );
    const other = await multipartBody({ carData: '{"brand":"Kia"}' }, [
      { filename: "car.jpg", type: "image/jpeg", bytes },
    ]);
    expect(multipartDigest(other.payload, boundary(other))).not.toBe(
      multipartDigest(one.payload, boundary(one)),
    );
  });

  it("reads a quoted boundary", () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data; boundary=xyz; charset=utf-8")).toBe("xyz");
    expect(multipartBoundary("application/json")).toBeUndefined();
  });
});

describe("parseIdempotencyKey", () => {
  it("takes 1-255 visible ASCII characters, bare or quoted as the IETF draft writes it", () => {
    expect(parseIdempotencyKey("8e03978e-40d5-43e8-bc93-6894a57f9324")).toBe(
      "8e03978e-40d5-43e8-bc93-6894a57f9324",
    );
    expect(parseIdempotencyKey('"abc"')).toBe("abc");
    expect(parseIdempotencyKey("x".repeat(255))).toBe("x".repeat(255));
    for (const bad of ["", '""', "a b", "x".repeat(256), "ключ", "a\tb"]) {
      expect(parseIdempotencyKey(bad)).toBeUndefined();
    }
    expect(parseIdempotencyKey(["a", "b"])).toBeUndefined();
  });
});
