import { ANALYTICS_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { readFilters, toQueryState, writeFilters } from "./dashboard-params";

const read = (q: string) => readFilters(new URLSearchParams(q));

describe("readFilters", () => {
  it("defaults to this month and every car type", () => {
    expect(read("")).toEqual({ range: "month", type: "all", from: "", to: "" });
  });

  it("falls back to the defaults for unknown values and ignores dates outside custom", () => {
    expect(read("range=week&type=Van&from=2026-01-01")).toEqual({
      range: "month",
      type: "all",
      from: "",
      to: "",
    });
    expect(read("range=custom&type=SUV&from=2026-01-01&to=2026-01-10")).toEqual({
      range: "custom",
      type: "SUV",
      from: "2026-01-01",
      to: "2026-01-10",
    });
  });
});

describe("writeFilters", () => {
  it("leaves defaults out, keeps other parameters and drops dates outside custom", () => {
    const start = new URLSearchParams("x=1&range=custom&from=2026-01-01&to=2026-01-10");
    const out = writeFilters(start, { range: "year", type: "all", from: "2026-01-01", to: "" });
    expect(out.toString()).toBe("x=1&range=year");
    const custom = writeFilters(out, {
      range: "custom",
      type: "Sedan",
      from: "2026-01-01",
      to: "2026-01-10",
    });
    expect(read(custom.toString())).toEqual({
      range: "custom",
      type: "Sedan",
      from: "2026-01-01",
      to: "2026-01-10",
    });
  });
});

describe("toQueryState", () => {
  it("sends month and year at once", () => {
    expect(toQueryState(read("type=Coupe"))).toEqual({
      kind: "ready",
      query: { dateRange: "month", carType: "Coupe" },
    });
  });

  it("waits for both custom dates", () => {
    expect(toQueryState(read("range=custom&from=2026-01-01"))).toEqual({ kind: "incomplete" });
    expect(toQueryState(read("range=custom&to=2026-01-01"))).toEqual({ kind: "incomplete" });
  });

  it("sends a complete custom range", () => {
    expect(toQueryState(read("range=custom&from=2026-01-01&to=2026-01-10"))).toEqual({
      kind: "ready",
      query: {
        dateRange: "custom",
        carType: "all",
        startDate: "2026-01-01",
        endDate: "2026-01-10",
      },
    });
  });

  it("refuses what the server would, in its words", () => {
    expect(toQueryState(read("range=custom&from=2026-02-01&to=2026-01-10"))).toEqual({
      kind: "invalid",
      message: ANALYTICS_MSG.startAfterEnd,
    });
    expect(toQueryState(read("range=custom&from=2026-02-30&to=2026-03-10"))).toEqual({
      kind: "invalid",
      message: ANALYTICS_MSG.dateInvalid,
    });
    expect(toQueryState(read("range=custom&from=2024-01-01&to=2026-01-10"))).toEqual({
      kind: "invalid",
      message: ANALYTICS_MSG.rangeTooLong,
    });
  });
});
