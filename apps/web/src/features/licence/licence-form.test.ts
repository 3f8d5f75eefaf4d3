import { LICENCE_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { checkLicenceForm, fieldOfMessage, licenceBadge } from "./licence-form";

const today = "2026-11-27";
const ok = { number: "MH-12 2015 0012345", dateOfBirth: "1990-01-01", validUntil: "2030-01-01" };

describe("checkLicenceForm", () => {
  it.each([
    [ok, false, {}],
    [ok, true, { photo: LICENCE_MSG.photoRequired }],
    [{ ...ok, number: "XX1220150012345" }, false, { number: LICENCE_MSG.unknownState("XX") }],
    [{ ...ok, dateOfBirth: "2027-01-01" }, false, { dateOfBirth: LICENCE_MSG.dateOfBirthFuture }],
    [{ ...ok, validUntil: "2026-11-26" }, false, { validUntil: LICENCE_MSG.validUntilPast }],
    [{ ...ok, validUntil: "" }, false, { validUntil: LICENCE_MSG.validUntilInvalid }],
  ])("%j (photo needed: %s) -> %j", (values, needsPhoto, errors) => {
    expect(checkLicenceForm(values, today, needsPhoto)).toEqual(errors);
  });
});

describe("fieldOfMessage", () => {
  it.each([
    [LICENCE_MSG.duplicate, "number"],
    [LICENCE_MSG.unknownState("ZZ"), "number"],
    [LICENCE_MSG.validUntilPast, "validUntil"],
    [LICENCE_MSG.photoRequired, "photo"],
    ["Something else", undefined],
  ])("%s -> %s", (message, field) => {
    expect(fieldOfMessage(message)).toBe(field);
  });
});

describe("licenceBadge", () => {
  it.each([
    [{ status: "not_provided" as const, rejectionReason: "" }, "Not provided", "gray"],
    [{ status: "pending" as const, rejectionReason: "" }, "Under review", "yellow"],
    [{ status: "verified" as const, rejectionReason: "" }, "Verified", "green"],
    [
      { status: "rejected" as const, rejectionReason: "Blurred photo" },
      "Not accepted: Blurred photo",
      "red",
    ],
    [{ status: "expired" as const, rejectionReason: "" }, "Expired", "red"],
  ])("%j", (licence, text, tone) => {
    expect(licenceBadge(licence)).toEqual({ text, tone });
  });
});
