import { describe, expect, it } from "vitest";
import {
  counter,
  ratingLabel,
  replyCounter,
  replySuggestions,
  reviewCounter,
  suggestionBand,
} from "./review-rules";

describe("suggestionBand", () => {
  it("is positive from 4 stars, neutral at 3, apologetic below 3", () => {
    expect([5, 4, 3, 2, 1].map(suggestionBand)).toEqual([
      "positive",
      "positive",
      "neutral",
      "apologetic",
      "apologetic",
    ]);
  });

  it("gives four distinct suggestions per band, each a valid reply", () => {
    for (const rating of [1, 3, 5]) {
      const list = replySuggestions(rating);
      expect(new Set(list).size).toBe(4);
      for (const s of list) expect(replyCounter(s).valid).toBe(true);
    }
    expect(replySuggestions(4)).toBe(replySuggestions(5));
    expect(replySuggestions(2)).not.toBe(replySuggestions(3));
  });
});

describe("ratingLabel", () => {
  it("names 1 to 5 stars and nothing else", () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual([
      "Poor",
      "Fair",
      "Good",
      "Very Good",
      "Excellent",
    ]);
    expect(ratingLabel(0)).toBe("");
    expect(ratingLabel(6)).toBe("");
  });
});

describe("counter", () => {
  it("counts typed characters but checks the trimmed length", () => {
    expect(counter("  hi ", 10, 500)).toEqual({
      text: "5/500",
      missing: 8,
      valid: false,
      over: false,
    });
    expect(reviewCounter(`   ${"a".repeat(9)}   `).valid).toBe(false);
    expect(reviewCounter("a".repeat(10)).valid).toBe(true);
  });

  it("accepts exactly the bounds and refuses one past them", () => {
    expect(reviewCounter("a".repeat(500))).toMatchObject({ valid: true, over: false });
    expect(reviewCounter("a".repeat(501))).toMatchObject({ valid: false, over: true });
    expect(replyCounter("a".repeat(400))).toMatchObject({ valid: true, text: "400/400" });
    expect(replyCounter("a".repeat(401))).toMatchObject({ valid: false, over: true });
    expect(replyCounter("a".repeat(9))).toMatchObject({ valid: false, missing: 1 });
  });
});
