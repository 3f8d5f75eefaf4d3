/**
 * PUT /api/user/licence (issue 29 item 2): the multipart form's text fields as the server checks
 * them and the profile form validates them. The photo travels as the file field `photo` and is
 * judged by the server (the upload rules of car images). The number is checked by
 * parseLicenceNumber (its messages), the dates must be real calendar dates; the rules against
 * today (licenceDatesRefusal) need India's today and are applied by the server.
 */
import { z } from "zod";
import { isCalendarDate } from "../dates.js";
import { LICENCE_MSG } from "../messages/licences.js";
import { parseLicenceNumber } from "./rules.js";

/** The multipart field names of PUT /api/user/licence. */
export const LICENCE_FORM_FIELDS = {
  number: "number",
  dateOfBirth: "dateOfBirth",
  validUntil: "validUntil",
  photo: "photo",
} as const;

const dateField = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** The text fields: `number` as typed (normalised by the server), dates 'YYYY-MM-DD'. */
export const licenceBody = z.object({
  number: z.string({ error: LICENCE_MSG.numberRequired }).superRefine((value, ctx) => {
    const parsed = parseLicenceNumber(value);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
  }),
  dateOfBirth: dateField(LICENCE_MSG.dateOfBirthInvalid),
  validUntil: dateField(LICENCE_MSG.validUntilInvalid),
});
export type LicenceBody = z.infer<typeof licenceBody>;
