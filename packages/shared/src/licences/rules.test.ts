import { describe, expect, it } from "vitest";
import { LICENCE_MSG } from "../messages/licences.js";
import { licenceBody } from "./requests.js";
import {
  ageOn,
  type LicenceBookingFacts,
  licenceBookingRefusal,
  licenceDatesRefusal,
  licenceViewStatus,
  maskLicenceNumber,
  parseLicenceNumber,
} from "./rules.js";

describe("parseLicenceNumber", () => {
  it.each([
    ["MH-12 2015 0012345", "MH1220150012345", "MH", "2345"],
    ["mh1220150012345", "MH1220150012345", "MH", "2345"],
    ["  ka-01-1999-7654321 ", "KA0119997654321", "KA", "4321"],
    ["DL04 1950 0000001", "DL0419500000001", "DL", "0001"],
    ["TG09 2026 1234567", "TG0920261234567", "TG", "4567"],
  ])("accepts %j as %s", (input, normalised, stateCode, last4) => {
    expect(parseLicenceNumber(input, 2026)).toEqual({ ok: true, normalised, stateCode, last4 });
  });

  it.each([
    ["", LICENCE_MSG.numberRequired],
    [" - - ", LICENCE_MSG.numberRequired],
    ["MH12/2015/0012345", LICENCE_MSG.numberCharacters],
    ["MH122015001234", LICENCE_MSG.numberLength],
    ["MH12201500123456", LICENCE_MSG.numberLength],
    ["XX1220150012345", LICENCE_MSG.unknownState("XX")],
    ["121220150012345", LICENCE_MSG.unknownState("12")],
    ["MHAB20150012345", LICENCE_MSG.rtoDigits],
    ["MH1A20150012345", LICENCE_MSG.rtoDigits],
    ["MH12201A0012345", LICENCE_MSG.yearDigits],
    ["MH1219490012345", LICENCE_MSG.yearTooEarly],
    ["MH1220270012345", LICENCE_MSG.yearInFuture],
    ["MH122015001234X", LICENCE_MSG.serialDigits],
    ["MH12201500A2345", LICENCE_MSG.serialDigits],
  ])("refuses %j: %s", (input, message) => {
    expect(parseLicenceNumber(input, 2026)).toEqual({ ok: false, message });
  });

  it("takes this year by default", () => {
    expect(parseLicenceNumber(`MH12${new Date().getFullYear() + 1}0012345`).ok).toBe(false);
    expect(parseLicenceNumber("MH1220150012345").ok).toBe(true);
  });
});

describe("maskLicenceNumber", () => {
  it("shows the state code and last four at the number's length", () => {
    expect(maskLicenceNumber("MH", "2345")).toBe("MH•••••••••2345");
    expect(maskLicenceNumber("MH", "2345")).toHaveLength(15);
  });
});

describe("ageOn", () => {
  it.each([
    ["2005-06-15", "2026-06-14", 20],
    ["2005-06-15", "2026-06-15", 21],
    ["2005-06-15", "2026-06-16", 21],
    ["2005-12-31", "2026-01-01", 20],
    ["2004-02-29", "2025-02-28", 20],
    ["2004-02-29", "2025-03-01", 21],
    ["2004-02-29", "2028-02-29", 24],
    ["2004-02-29", "2028-02-28", 23],
    ["2026-01-01", "2026-01-01", 0],
  ])("born %s, on %s: %i", (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });
});

describe("licenceViewStatus", () => {
  const today = "2026-11-27";
  it.each([
    [null, "not_provided"],
    [undefined, "not_provided"],
    [{ status: "pending", validUntil: today }, "pending"],
    [{ status: "verified", validUntil: "2030-01-01" }, "verified"],
    [{ status: "rejected", validUntil: "2030-01-01" }, "rejected"],
    [{ status: "verified", validUntil: "2026-11-26" }, "expired"],
    [{ status: "pending", validUntil: "2026-11-26" }, "expired"],
  ] as const)("%j is %s", (licence, status) => {
    expect(licenceViewStatus(licence, today)).toBe(status);
  });
});

describe("licenceBookingRefusal", () => {
  const verified: LicenceBookingFacts = {
    status: "verified",
    validUntil: "2030-01-01",
    dateOfBirth: "1990-01-01",
  };
  const trip = { pickupDate: "2026-12-10", returnDate: "2026-12-12", instantBook: false };

  it.each([
    ["no licence", { ...trip, licence: null }, 400, LICENCE_MSG.bookingNone],
    [
      "rejected",
      { ...trip, licence: { ...verified, status: "rejected" as const } },
      403,
      LICENCE_MSG.bookingRejected,
    ],
    [
      "valid until the day before the return",
      { ...trip, licence: { ...verified, validUntil: "2026-12-11" } },
      400,
      LICENCE_MSG.bookingExpires,
    ],
    [
      "already expired",
      { ...trip, licence: { ...verified, validUntil: "2026-01-01" } },
      400,
      LICENCE_MSG.bookingExpires,
    ],
    [
      "21st birthday the day after pickup",
      { ...trip, licence: { ...verified, dateOfBirth: "2005-12-11" } },
      400,
      LICENCE_MSG.bookingUnderAge,
    ],
    [
      "instant book, pending",
      { ...trip, instantBook: true, licence: { ...verified, status: "pending" as const } },
      403,
      LICENCE_MSG.bookingInstantUnverified,
    ],
  ])("refuses %s", (_name, input, status, message) => {
    expect(licenceBookingRefusal(input)).toEqual({ status, message });
  });

  it.each([
    ["verified", { ...trip, licence: verified }],
    ["pending, a request", { ...trip, licence: { ...verified, status: "pending" as const } }],
    [
      "valid until ON the return date",
      { ...trip, licence: { ...verified, validUntil: "2026-12-12" } },
    ],
    [
      "21st birthday ON the pickup date",
      { ...trip, licence: { ...verified, dateOfBirth: "2005-12-10" } },
    ],
    ["instant book, verified", { ...trip, instantBook: true, licence: verified }],
  ])("allows %s", (_name, input) => {
    expect(licenceBookingRefusal(input)).toBeNull();
  });
});

describe("licenceDatesRefusal", () => {
  const today = "2026-11-27";
  it.each([
    [{ dateOfBirth: "1990-01-01", validUntil: today }, null],
    [{ dateOfBirth: today, validUntil: "2030-01-01" }, null],
    [{ dateOfBirth: "2026-11-28", validUntil: "2030-01-01" }, LICENCE_MSG.dateOfBirthFuture],
    [{ dateOfBirth: "1990-01-01", validUntil: "2026-11-26" }, LICENCE_MSG.validUntilPast],
  ])("%j: %s", (dates, message) => {
    expect(licenceDatesRefusal(dates, today)).toBe(message);
  });
});

describe("licenceBody", () => {
  const ok = { number: "MH-12 2015 0012345", dateOfBirth: "1990-01-01", validUntil: "2030-01-01" };
  it("accepts a valid form", () => {
    expect(licenceBody.safeParse(ok).success).toBe(true);
  });
  it.each([
    [{ ...ok, number: "XX1220150012345" }, LICENCE_MSG.unknownState("XX")],
    [{ ...ok, dateOfBirth: "1990-02-30" }, LICENCE_MSG.dateOfBirthInvalid],
    [{ ...ok, validUntil: "soon" }, LICENCE_MSG.validUntilInvalid],
    [{ ...ok, number: undefined }, LICENCE_MSG.numberRequired],
  ])("refuses %j", (body, message) => {
    const result = licenceBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
