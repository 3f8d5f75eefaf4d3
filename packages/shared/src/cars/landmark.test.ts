import { describe, expect, it } from "vitest";
import { landmarkPhrase } from "./landmark.js";

describe("landmarkPhrase", () => {
  it("puts 'Near' in front of a bare place", () => {
    expect(landmarkPhrase("Bandra Station")).toBe("Near Bandra Station");
    expect(landmarkPhrase("  City Palace ")).toBe("Near City Palace");
  });

  it("keeps a landmark that already starts with a preposition as written", () => {
    for (const text of [
      "Near Bandra Station",
      "near the bus stand",
      "Opposite Fergusson College",
      "Opp. City Mall",
      "Opp City Mall",
      "Behind Phoenix Mall",
      "Beside SBI Bank",
      "Next to GPO",
      "Above Cafe Coffee Day",
      "Below the flyover",
      "In front of Town Hall",
      "Off MG Road",
    ]) {
      expect(landmarkPhrase(text)).toBe(text);
    }
  });

  it("does not mistake a place whose name begins like a preposition", () => {
    expect(landmarkPhrase("Nearby Plaza")).toBe("Near Nearby Plaza");
    expect(landmarkPhrase("Office Park")).toBe("Near Office Park");
    expect(landmarkPhrase("Abovewater Marina")).toBe("Near Abovewater Marina");
  });

  it("gives '' for a blank landmark", () => {
    expect(landmarkPhrase("")).toBe("");
    expect(landmarkPhrase("   ")).toBe("");
  });
});
