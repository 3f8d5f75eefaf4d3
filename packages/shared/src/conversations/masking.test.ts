/**
 * Contact masking (issue 31 item 2), table-driven: what is hidden (Indian mobiles with +91, 91,
 * 0, spaces and dashes; landlines with their STD code; e-mail addresses; UPI ids), what must
 * stay (prices, dates, odometer readings, booking references, times, lists of prices), and the
 * contact window's edges in India time.
 */
import { describe, expect, it } from "vitest";
import { CONVERSATION_MSG } from "../messages/conversations.js";
import { contactsVisible, contactWindowOpensAt, hasContacts, maskContacts } from "./masking.js";

const HIDDEN = CONVERSATION_MSG.contactHidden;

describe("maskContacts hides contact details", () => {
  it.each([
    ["9876543210", HIDDEN],
    ["Call 98765 43210 today", `Call ${HIDDEN} today`],
    ["98765-43210", HIDDEN],
    ["987-654-3210", HIDDEN],
    ["+91 98765 43210", HIDDEN],
    ["+91-9876543210.", `${HIDDEN}.`],
    ["+919876543210", HIDDEN],
    ["91 98765 43210", HIDDEN],
    ["098765 43210", HIDDEN],
    ["0 98765 43210", HIDDEN],
    ["9 8 7 6 5 4 3 2 1 0", HIDDEN],
    ["(+91) 98765 43210", HIDDEN],
    ["Office 080-2345 6789", `Office ${HIDDEN}`],
    ["022 2345 6789", HIDDEN],
    ["(022) 23456789", HIDDEN],
    ["011-23456789, ask for Ravi", `${HIDDEN}, ask for Ravi`],
    ["mail rani.k@example.co.in please", `mail ${HIDDEN} please`],
    ["RANI_99@Gmail.com", HIDDEN],
    ["pay rani@okaxis", `pay ${HIDDEN}`],
    ["UPI 9876543210@ybl", `UPI ${HIDDEN}`],
    ["om.prakash-1@paytm!", `${HIDDEN}!`],
    ["Call 9876543210 or mail a@b.in", `Call ${HIDDEN} or mail ${HIDDEN}`],
  ])("%s", (text, shown) => {
    expect(maskContacts(text)).toEqual({ text: shown, masked: true });
    expect(hasContacts(text)).toBe(true);
  });
});

describe("maskContacts leaves everything else", () => {
  it.each([
    "₹1,500 a day",
    "Rs 1500 per day, ₹12,000 for the week",
    "Prices 1500 1800 2000 for the three cars",
    "Pickup 2026-11-27, return 2026-11-29",
    "27/11/2026 at 7 am",
    "From 27-11-2026 to 29-11-2026",
    "Odometer 45000 km, 45,000 km by return",
    "Your booking GD-AB12CD is confirmed",
    "See you at 7 am, or 10:30 pm",
    "KA 01 AB 1234 is the number plate",
    "Seats 5, year 2023, 4.5 stars",
    "Meet @ the gate",
    "",
  ])("%s", (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});

describe("contactsVisible: booked or on rent, from 00:00 IST the day before pickup", () => {
  const booked = { status: "booked", pickupDate: "2026-11-27" } as const;
  it("opens at 00:00 IST on the day before the pickup date", () => {
    expect(contactWindowOpensAt("2026-11-27").toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });
  it.each([
    ["23:59 IST two days before pickup", booked, "2026-11-25T18:29:59.999Z", false],
    ["00:00 IST the day before pickup", booked, "2026-11-25T18:30:00.000Z", true],
    ["on the pickup day", booked, "2026-11-27T10:00:00.000Z", true],
    ["on rent after pickup", { ...booked, status: "on_rent" }, "2026-11-28T10:00:00.000Z", true],
    ["pending inside the window", { ...booked, status: "pending" }, "2026-11-26T10:00:00Z", false],
    ["completed", { ...booked, status: "completed" }, "2026-11-26T10:00:00Z", false],
    ["cancelled", { ...booked, status: "cancelled" }, "2026-11-26T10:00:00Z", false],
    ["an inquiry (no booking)", null, "2026-11-26T10:00:00Z", false],
  ] as const)("%s", (_name, booking, now, shown) => {
    expect(contactsVisible(booking, new Date(now))).toBe(shown);
  });
});
