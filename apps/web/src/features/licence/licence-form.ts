/**
 * The licence form's rules on the client (issue 29 item 2): the server's own checks
 * (@gaadi/shared licenceBody, licenceDatesRefusal against India's today), the field each
 * server text belongs to, and the badge of each status.
 */
import {
  LICENCE_MSG,
  LICENCE_STATUS_TEXT,
  type Licence,
  type LicenceViewStatus,
  licenceBody,
  licenceDatesRefusal,
} from "@gaadi/shared";

export type LicenceField = "number" | "dateOfBirth" | "validUntil" | "photo";
export type LicenceErrors = Partial<Record<LicenceField, string>>;

/** Which field a server text is about (anything else is shown above the button). */
export function fieldOfMessage(message: string): LicenceField | undefined {
  const byField: Record<Exclude<LicenceField, "photo">, readonly string[]> = {
    number: [
      LICENCE_MSG.numberRequired,
      LICENCE_MSG.numberLength,
      LICENCE_MSG.numberCharacters,
      LICENCE_MSG.rtoDigits,
      LICENCE_MSG.yearDigits,
      LICENCE_MSG.yearTooEarly,
      LICENCE_MSG.yearInFuture,
      LICENCE_MSG.serialDigits,
      LICENCE_MSG.duplicate,
    ],
    dateOfBirth: [LICENCE_MSG.dateOfBirthInvalid, LICENCE_MSG.dateOfBirthFuture],
    validUntil: [LICENCE_MSG.validUntilInvalid, LICENCE_MSG.validUntilPast],
  };
  if (message === LICENCE_MSG.photoRequired) return "photo";
  if (message.includes("is not an Indian state")) return "number";
  for (const [field, texts] of Object.entries(byField)) {
    if (texts.includes(message)) return field as LicenceField;
  }
  return undefined;
}

/**
 * The form's values checked as the server will check them: the first message per field, or an
 * empty object. `needsPhoto` on a first submission without a chosen photo.
 */
export function checkLicenceForm(
  values: { number: string; dateOfBirth: string; validUntil: string },
  today: string,
  needsPhoto: boolean,
): LicenceErrors {
  const errors: LicenceErrors = {};
  const parsed = licenceBody.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as LicenceField;
      errors[key] ??= issue.message;
    }
  } else {
    const dates = licenceDatesRefusal(parsed.data, today);
    if (dates) errors[fieldOfMessage(dates) ?? "dateOfBirth"] = dates;
  }
  if (needsPhoto) errors.photo = LICENCE_MSG.photoRequired;
  return errors;
}

/** The status badge: its words and tone ('Not accepted: <reason>' for a rejected licence). */
export function licenceBadge(licence: Pick<Licence, "status" | "rejectionReason">): {
  text: string;
  tone: "green" | "yellow" | "red" | "gray";
} {
  const tones: Record<LicenceViewStatus, "green" | "yellow" | "red" | "gray"> = {
    not_provided: "gray",
    pending: "yellow",
    verified: "green",
    rejected: "red",
    expired: "red",
  };
  const text =
    licence.status === "rejected" && licence.rejectionReason
      ? `${LICENCE_STATUS_TEXT.rejected}: ${licence.rejectionReason}`
      : LICENCE_STATUS_TEXT[licence.status];
  return { text, tone: tones[licence.status] };
}
