import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("tries a network failure or a 5xx once more", () => {
    const offline = new ApiError("Network error", 0, true);
    const crashed = new ApiError("Internal Server Error", 500);
    const gateway = new ApiError("Bad Gateway", 503);
    for (const err of [offline, crashed, gateway]) {
      expect(shouldRetry(0, err)).toBe(true);
      expect(shouldRetry(1, err)).toBe(false);
    }
  });

  it("shows a 4xx or a success: false answer at once", () => {
    expect(shouldRetry(0, new ApiError("Car not found", 404, false, true))).toBe(false);
    expect(shouldRetry(0, new ApiError("Please login", 401, false, true))).toBe(false);
    expect(shouldRetry(0, new ApiError("Could not load cars", 200, false, true))).toBe(false);
  });

  it("does not retry an error that is not the API client's", () => {
    expect(shouldRetry(0, new TypeError("x is undefined"))).toBe(false);
  });
});
