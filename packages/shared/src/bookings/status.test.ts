import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../enums.js";
import { ALLOWED_TRANSITIONS, canTransition, sourcesOf } from "./status.js";

describe("owner transitions", () => {
  it("allows exactly the four owner transitions", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      "pending->booked",
      "pending->cancelled",
      "booked->on_rent",
      "on_rent->completed",
    ]);
    expect(ALLOWED_TRANSITIONS.completed).toEqual([]);
    expect(sourcesOf("cancelled")).toEqual(["pending"]);
    expect(sourcesOf("completed")).toEqual(["on_rent"]);
  });
});
