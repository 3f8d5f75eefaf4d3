import { CALENDAR_MSG, type CarCalendar } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import {
  crossesTakenDay,
  dayNote,
  daysText,
  heldByBookings,
  inlineRefusal,
  loadCalendarError,
  rangesByKind,
  selectionRefusal,
  spanText,
  upcomingBookings,
} from "./calendar-days";

const TODAY = "2026-12-01";
const at = (ymd: string) => `${ymd}T00:00:00.000Z`;
const booking = (
  id: string,
  start: string,
  end: string,
  status: CarCalendar["bookings"][number]["status"],
) => ({
  _id: id,
  start: at(start),
  end: at(end),
  status,
  renterName: `Renter ${id}`,
});

const calendar: CarCalendar = {
  car: {
    _id: "car-1",
    brand: "Maruti",
    model: "Swift",
    isAvaliable: true,
    advanceNoticeDays: 0,
    minTripDays: 1,
    maxTripDays: 90,
    instantBook: false,
  },
  bookings: [
    booking("p", "2026-12-03", "2026-12-04", "pending"),
    booking("b", "2026-12-10", "2026-12-12", "booked"),
    booking("c", "2026-12-10", "2026-12-11", "cancelled"),
    booking("d", "2026-12-01", "2026-12-01", "completed"),
  ],
  blocks: [
    {
      _id: "k1",
      start: at("2026-12-20"),
      end: at("2026-12-21"),
      note: "Service",
      createdAt: at(TODAY),
    },
    { _id: "k2", start: at("2026-12-24"), end: at("2026-12-24"), note: "", createdAt: at(TODAY) },
  ],
};

describe("the days of a car's calendar (issue 15, item 5)", () => {
  it("draws each booking by its status and every block, but never a cancelled booking", () => {
    const kinds = rangesByKind(calendar);
    expect(kinds.pending).toEqual([{ start: "2026-12-03", end: "2026-12-04" }]);
    expect(kinds.booked).toEqual([{ start: "2026-12-10", end: "2026-12-12" }]);
    expect(kinds.completed).toEqual([{ start: "2026-12-01", end: "2026-12-01" }]);
    expect(kinds.on_rent).toEqual([]);
    expect(kinds.blocked).toHaveLength(2);
    expect(upcomingBookings(calendar).map((b) => b._id)).toEqual(["p", "b", "d"]);
  });

  it("holds only the days of pending, booked and on_rent bookings against a new block", () => {
    expect(heldByBookings(calendar)).toEqual([
      { start: "2026-12-03", end: "2026-12-04" },
      { start: "2026-12-10", end: "2026-12-12" },
    ]);
  });

  it("names what holds a day: a block with or without its note, a booking and its renter", () => {
    expect(dayNote("2026-12-21", calendar)).toBe("Blocked: Service");
    expect(dayNote("2026-12-24", calendar)).toBe("Blocked");
    expect(dayNote("2026-12-11", calendar)).toBe("Confirmed booking by Renter b");
    expect(dayNote("2026-12-03", calendar)).toBe("Pending request by Renter p");
    expect(dayNote("2026-12-01", calendar)).toBe("Completed by Renter d");
    expect(dayNote("2026-12-15", calendar)).toBe("");
  });

  it("refuses a selection as the server would, naming what it overlaps", () => {
    expect(selectionRefusal("2026-11-30", "2026-12-02", calendar, TODAY)).toBe(
      CALENDAR_MSG.startInPast,
    );
    expect(selectionRefusal("2026-12-02", "2026-12-03", calendar, TODAY)).toBe(
      "These dates overlap a pending booking from 3 Dec 2026 to 4 Dec 2026",
    );
    expect(selectionRefusal("2026-12-19", "2026-12-20", calendar, TODAY)).toBe(
      "These dates overlap dates already blocked from 20 Dec 2026 to 21 Dec 2026",
    );
    expect(selectionRefusal("2026-12-24", "2026-12-24", calendar, TODAY)).toBe(
      "These dates overlap dates already blocked on 24 Dec 2026",
    );
    // A completed or cancelled booking holds nothing.
    expect(selectionRefusal("2026-12-01", "2026-12-02", calendar, TODAY)).toBeNull();
    expect(selectionRefusal("2026-12-13", "2026-12-19", calendar, TODAY)).toBeNull();
  });

  it("tells whether a range crosses a held or blocked day", () => {
    expect(crossesTakenDay("2026-12-05", "2026-12-10", calendar)).toBe(true);
    expect(crossesTakenDay("2026-12-22", "2026-12-25", calendar)).toBe(true);
    expect(crossesTakenDay("2026-12-13", "2026-12-19", calendar)).toBe(false);
  });

  it("writes spans and lengths as people read them", () => {
    expect(spanText(at("2026-12-12"), at("2026-12-12"))).toBe("12 Dec 2026");
    expect(spanText("2026-12-12", "2026-12-14")).toBe("12 Dec 2026 to 14 Dec 2026");
    expect(daysText("2026-12-12", "2026-12-12")).toBe("1 day");
    expect(daysText(at("2026-12-12"), at("2026-12-14"))).toBe("3 days");
  });

  it("shows the server's words for 403, 404, 400 and 409 and its own for the rest", () => {
    const forbidden = new ApiError(CALENDAR_MSG.notYourCar, 403, false, true);
    const conflict = new ApiError(
      "These dates overlap dates already blocked on 24 Dec 2026",
      409,
      false,
      true,
    );
    const down = new ApiError("Service unavailable", 503, false, true);
    expect(loadCalendarError(forbidden)).toBe(CALENDAR_MSG.notYourCar);
    expect(loadCalendarError(down)).toBe(CALENDAR_MSG.loadFailed);
    expect(loadCalendarError(new Error("offline"))).toBe(CALENDAR_MSG.loadFailed);
    expect(inlineRefusal(conflict)).toBe(conflict.message);
    expect(inlineRefusal(forbidden)).toBeNull();
    expect(inlineRefusal(down)).toBeNull();
  });
});
