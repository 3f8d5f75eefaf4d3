import { describe, expect, it } from "vitest";
import { initialsOf, tintOf } from "./avatar";

describe("initialsOf", () => {
  it("takes the first and last words' initials, in capitals", () => {
    expect(initialsOf("Asha Rao")).toBe("AR");
    expect(initialsOf("  ravi  kumar  sharma ")).toBe("RS");
    expect(initialsOf("Priya")).toBe("P");
  });

  it("falls back to '?' for an empty name", () => {
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("   ")).toBe("?");
  });
});

describe("tintOf", () => {
  it("gives a name the same colour every time, and not every name the same one", () => {
    expect(tintOf("Asha Rao")).toBe(tintOf("Asha Rao"));
    const names = ["Asha Rao", "Ravi Kumar", "Priya", "Kavya Iyer", "Arjun Mehta", "Meera"];
    expect(new Set(names.map(tintOf)).size).toBeGreaterThan(1);
  });
});
