/** notificationText: every notification type has a title and a message naming the car. */
import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "../enums.js";
import { notificationText } from "./notifications.js";

describe("notificationText", () => {
  it("names the car in every type's message, under a title of its own", () => {
    const titles = new Set<string>();
    for (const type of NOTIFICATION_TYPES) {
      const { title, message } = notificationText(type, { brand: "Tata", model: "Nexon EV" });
      expect(message, type).toContain("Tata Nexon EV");
      expect(title.trim(), type).not.toBe("");
      titles.add(title);
    }
    expect(titles.size).toBe(NOTIFICATION_TYPES.length);
  });
});

describe("car_unavailable", () => {
  it("says the booking stands when the car is hidden, and that it is cancelled when the owner left", () => {
    const car = { brand: "Tata", model: "Nexon EV" };
    expect(notificationText("car_unavailable", car).message).toContain("unchanged");
    const left = notificationText("car_unavailable", car, { bookingCancelled: true });
    expect(left.message).toContain("Tata Nexon EV");
    expect(left.message).toContain("has been cancelled");
  });
});
