import type { ChatMessage } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { dayHeading, groupByDay, listTime, timeOfDay, tripDates } from "./message-time";

// 2026-12-07 10:00 in India.
const now = new Date("2026-12-07T04:30:00Z");

const message = (id: number, createdAt: string): ChatMessage => ({
  id,
  conversationId: "c1",
  senderId: "u1",
  senderRole: "renter",
  text: `m${id}`,
  masked: false,
  photos: [],
  createdAt,
  deletedAt: null,
});

describe("message times (India time)", () => {
  it("writes the time of day in India, whatever the UTC date", () => {
    expect(timeOfDay("2026-12-06T19:00:00Z")).toBe("12:30 am");
    expect(timeOfDay("2026-12-07T10:15:00Z")).toBe("3:45 pm");
  });

  it("heads days Today, Yesterday, else the date", () => {
    expect(dayHeading("2026-12-07", now)).toBe("Today");
    expect(dayHeading("2026-12-06", now)).toBe("Yesterday");
    expect(dayHeading("2026-11-30", now)).toBe("30 Nov 2026");
  });

  it("gives the list the time today, Yesterday, the day this year, the full date before", () => {
    expect(listTime("2026-12-06T19:00:00Z", now)).toBe("12:30 am"); // already the 7th in India
    expect(listTime("2026-12-06T18:00:00Z", now)).toBe("Yesterday");
    expect(listTime("2026-03-01T06:00:00Z", now)).toBe("1 Mar");
    expect(listTime("2025-12-31T06:00:00Z", now)).toBe("31 Dec 2025");
  });

  it("groups messages by their India day, in order", () => {
    const groups = groupByDay([
      message(1, "2026-12-05T10:00:00Z"),
      message(2, "2026-12-06T17:00:00Z"),
      message(3, "2026-12-06T19:00:00Z"), // 00:30 on the 7th in India
      message(4, "2026-12-07T04:00:00Z"),
    ]);
    expect(groups.map((g) => [g.day, g.messages.map((m) => m.id)])).toEqual([
      ["2026-12-05", [1]],
      ["2026-12-06", [2]],
      ["2026-12-07", [3, 4]],
    ]);
  });
});

describe("tripDates", () => {
  it("writes the year once within a year, both across one, one day once", () => {
    expect(tripDates("2026-12-07", "2026-12-09")).toBe("7 Dec – 9 Dec 2026");
    expect(tripDates("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
    expect(tripDates("2026-12-07", "2026-12-07")).toBe("7 Dec 2026");
  });
});
