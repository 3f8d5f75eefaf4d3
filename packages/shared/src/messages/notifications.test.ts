/**
 * notificationText: every notification type has a title of its own and a message naming the car
 * (the account notices of issue 29 name none: a licence or an account is not about a car).
 */
import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, type NotificationType } from "../enums.js";
import { notificationText } from "./notifications.js";

/** Notices about the person, not a car (issue 29). */
const ABOUT_THE_ACCOUNT: NotificationType[] = [
  "licence_approved",
  "licence_rejected",
  "account_suspended",
];

describe("notificationText", () => {
  it("names the car in every type's message, under a title of its own", () => {
    const titles = new Set<string>();
    for (const type of NOTIFICATION_TYPES) {
      const { title, message } = notificationText(type, { brand: "Tata", model: "Nexon EV" });
      if (ABOUT_THE_ACCOUNT.includes(type)) expect(message, type).not.toContain("Tata");
      else expect(message, type).toContain("Tata Nexon EV");
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

describe("booking_expired", () => {
  it("tells the renter the owner did not respond, and the owner that they did not", () => {
    const car = { brand: "Tata", model: "Nexon EV" };
    expect(notificationText("booking_expired", car).message).toBe(
      "Your booking request for the Tata Nexon EV expired because the owner did not respond in time.",
    );
    expect(notificationText("booking_expired", car, { toOwner: true }).message).toBe(
      "A booking request for your Tata Nexon EV expired because you did not respond in time.",
    );
  });
});

describe("operator notices (issue 29)", () => {
  it("carry the operator's reason", () => {
    const car = { brand: "Tata", model: "Nexon EV" };
    const reason = "The photo is not readable.";
    expect(notificationText("licence_rejected", car, { reason }).message).toContain(reason);
    expect(notificationText("account_suspended", car, { reason }).message).toContain(reason);
    expect(notificationText("listing_hidden", car, { reason }).message).toContain(reason);
  });
});
