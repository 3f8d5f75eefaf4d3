import type { RevenuePerCar } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import {
  averageDailyRate,
  countOf,
  formatAxisRupees,
  formatPercent,
  monthLabel,
  monthlyCardMonth,
  nextSort,
  occupancyBand,
  sortRows,
} from "./dashboard-figures";

const row = (id: string, totalRevenue: number, totalBookings: number): RevenuePerCar => ({
  _id: id,
  image: "",
  brand: "Tata",
  model: id,
  year: 2024,
  category: "SUV",
  totalRevenue,
  totalBookings,
  averageRate: Math.round(totalRevenue / totalBookings),
  isAvailable: true,
});

describe("nextSort", () => {
  it("sorts a new column ascending, then flips on each repeat click", () => {
    const first = nextSort(null, "totalRevenue");
    expect(first).toEqual({ key: "totalRevenue", dir: "asc" });
    const second = nextSort(first, "totalRevenue");
    expect(second).toEqual({ key: "totalRevenue", dir: "desc" });
    expect(nextSort(second, "totalRevenue")).toEqual({ key: "totalRevenue", dir: "asc" });
  });

  it("starts ascending again when another column is clicked", () => {
    expect(nextSort({ key: "totalRevenue", dir: "desc" }, "averageRate")).toEqual({
      key: "averageRate",
      dir: "asc",
    });
  });
});

describe("sortRows", () => {
  const rows = [row("a", 9000, 3), row("b", 4000, 1), row("c", 6000, 3)];

  it("keeps the server's order without a sort, in a new array", () => {
    const out = sortRows(rows, null);
    expect(out.map((r) => r._id)).toEqual(["a", "b", "c"]);
    expect(out).not.toBe(rows);
  });

  it("orders by the column in either direction, ties in the server's order", () => {
    const ids = (s: Parameters<typeof sortRows>[1]) => sortRows(rows, s).map((r) => r._id);
    expect(ids({ key: "totalRevenue", dir: "asc" })).toEqual(["b", "c", "a"]);
    expect(ids({ key: "totalRevenue", dir: "desc" })).toEqual(["a", "c", "b"]);
    expect(ids({ key: "totalBookings", dir: "asc" })).toEqual(["b", "a", "c"]);
    expect(ids({ key: "totalBookings", dir: "desc" })).toEqual(["a", "c", "b"]);
    // averageRate: a 3000, b 4000, c 2000
    expect(ids({ key: "averageRate", dir: "asc" })).toEqual(["c", "a", "b"]);
    expect(rows.map((r) => r._id)).toEqual(["a", "b", "c"]);
  });
});

describe("occupancyBand", () => {
  it.each([
    [100, "green", "High"],
    [80, "green", "High"],
    [79.9, "yellow", "Medium"],
    [50, "yellow", "Medium"],
    [49.9, "red", "Low"],
    [0, "red", "Low"],
  ])("%s%% is %s (%s)", (rate, tone, label) => {
    expect(occupancyBand(rate)).toEqual({ tone, label });
  });
});

describe("monthlyCardMonth", () => {
  const year = { "2026-10": 500, "2026-11": 1200, "2026-12": 0 };

  it("shows the current month when the range touches it", () => {
    expect(monthlyCardMonth(year, "2026-11")).toEqual({ month: "2026-11", amount: 1200 });
    expect(monthlyCardMonth(year, "2026-12")).toEqual({ month: "2026-12", amount: 0 });
  });

  it("shows the range's last month otherwise, whatever the keys' order", () => {
    const past = { "2025-12": 700, "2025-11": 300 };
    expect(monthlyCardMonth(past, "2026-11")).toEqual({ month: "2025-12", amount: 700 });
  });

  it("shows nothing for a range without months", () => {
    expect(monthlyCardMonth({}, "2026-11")).toEqual({ month: null, amount: 0 });
  });
});

describe("averageDailyRate", () => {
  it("is revenue over bookings, rounded, and 0 without bookings", () => {
    expect(averageDailyRate(10_000, 3)).toBe(3333);
    expect(averageDailyRate(10_001, 2)).toBe(5001); // 5000.5 rounds up
    expect(averageDailyRate(0, 0)).toBe(0);
  });
});

describe("formatAxisRupees", () => {
  it.each([
    [0, "₹0"],
    [950, "₹950"],
    [1000, "₹1K"],
    [12_500, "₹12.5K"],
    [99_000, "₹99K"],
    [100_000, "₹1L"],
    [120_000, "₹1.2L"],
    [2_345_678, "₹23.5L"],
    [10_000_000, "₹1Cr"],
    [35_000_000, "₹3.5Cr"],
  ])("%s -> %s", (amount, text) => {
    expect(formatAxisRupees(amount)).toBe(text);
  });
});

describe("labels", () => {
  it("names months long and short", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
    expect(monthLabel("2026-01", "short")).toBe("Jan 26");
  });

  it("counts in the singular and the plural", () => {
    expect(countOf(1, "rental")).toBe("1 rental");
    expect(countOf(3, "rental")).toBe("3 rentals");
    expect(countOf(0, "booking request")).toBe("0 booking requests");
  });

  it("writes percentages with at most one decimal", () => {
    expect(formatPercent(37.5)).toBe("37.5%");
    expect(formatPercent(80)).toBe("80%");
  });
});
