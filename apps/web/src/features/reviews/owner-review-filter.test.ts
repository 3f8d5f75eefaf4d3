import type { OwnerReview } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { filterOwnerReviews, ownerReviewFilterOf } from "./owner-review-filter";

const review = (_id: string, replied: boolean): OwnerReview =>
  ({
    _id,
    ...(replied
      ? { ownerReply: { text: "Thank you!", repliedAt: "2026-12-01T10:00:00.000Z" } }
      : {}),
  }) as OwnerReview;

const list = [review("a", false), review("b", true), review("c", false)];

describe("ownerReviewFilterOf", () => {
  it("reads reply=none; anything else is no filter", () => {
    expect(ownerReviewFilterOf(new URLSearchParams("reply=none"))).toBe("unanswered");
    expect(ownerReviewFilterOf(new URLSearchParams("reply=any"))).toBeNull();
    expect(ownerReviewFilterOf(new URLSearchParams(""))).toBeNull();
  });
});

describe("filterOwnerReviews", () => {
  it("keeps the reviews without an owner reply, in order", () => {
    expect(filterOwnerReviews(list, "unanswered").map((r) => r._id)).toEqual(["a", "c"]);
  });

  it("keeps everything without a filter", () => {
    expect(filterOwnerReviews(list, null).map((r) => r._id)).toEqual(["a", "b", "c"]);
  });
});
