/**
 * The handover's requests and answers (issue 30 items 2 and 3): the check-in and check-out
 * forms (multipart: text fields and photo files, one file field per side), the renter's note,
 * and a booking's handovers as both parties and operators read them.
 */
import { z } from "zod";
import { FUEL_UNITS, HANDOVER_KINDS, HANDOVER_PHOTO_SIDES, PHOTO_ADDED_BY } from "../enums.js";
import { okResponse } from "../envelope.js";
import { LIMITS } from "../limits.js";
import { HANDOVER_MSG } from "../messages/handover.js";

/**
 * The multipart field names of the owner's check-in and check-out: the text fields, and one
 * file field per side ('photo_front' ... 'photo_other'); the renter's note sends `note` and
 * files named 'photo_other'.
 */
export const HANDOVER_FIELDS = {
  odometerKm: "odometerKm",
  fuelLevel: "fuelLevel",
  notes: "notes",
  note: "note",
} as const;

/** The file field a photo of `side` is sent in. */
export const photoField = (side: (typeof HANDOVER_PHOTO_SIDES)[number]) => `photo_${side}`;

/** The four sides every owner's handover shows at least once. */
export const REQUIRED_SIDES = ["front", "back", "left", "right"] as const;

/** A form number: digits only (whole, not negative), else NaN so the range check refuses it. */
const formInt = (v: unknown) =>
  typeof v === "string" && /^\s*\d+\s*$/.test(v)
    ? Number(v)
    : typeof v === "number"
      ? v
      : Number.NaN;

/**
 * The owner's readings, checked against the booking's fuel unit: odometer 0 to
 * LIMITS.odometerMax km, fuel 0-8 eighths or 0-100 %, notes at most LIMITS.handoverNoteMax.
 */
export const handoverReadingsSchema = (unit: (typeof FUEL_UNITS)[number]) =>
  z.object({
    odometerKm: z.preprocess(
      formInt,
      z
        .number({ error: HANDOVER_MSG.odometer })
        .int(HANDOVER_MSG.odometer)
        .min(0, HANDOVER_MSG.odometer)
        .max(LIMITS.odometerMax, HANDOVER_MSG.odometer),
    ),
    fuelLevel: z.preprocess(
      formInt,
      z
        .number({ error: fuelMessage(unit) })
        .int(fuelMessage(unit))
        .min(0, fuelMessage(unit))
        .max(unit === "eighths" ? 8 : 100, fuelMessage(unit)),
    ),
    notes: z
      .string()
      .trim()
      .max(LIMITS.handoverNoteMax, HANDOVER_MSG.notesTooLong)
      .optional()
      .default(""),
  });
export type HandoverReadings = z.output<ReturnType<typeof handoverReadingsSchema>>;

const fuelMessage = (unit: (typeof FUEL_UNITS)[number]) =>
  unit === "eighths" ? HANDOVER_MSG.fuelLevelEighths : HANDOVER_MSG.fuelLevelPercent;

/** A photo as the parties see it: `url` is the private, signed-in path of its bytes. */
export const handoverPhotoSchema = z.object({
  id: z.string(),
  side: z.enum(HANDOVER_PHOTO_SIDES),
  addedBy: z.enum(PHOTO_ADDED_BY),
  url: z.string(),
});
export type HandoverPhoto = z.infer<typeof handoverPhotoSchema>;

/** A check-out's stored trip charges (shared tripCharges), whole rupees and their lines. */
export const storedTripChargesSchema = z.object({
  extraKm: z.number().int(),
  extraKmCharge: z.number().int(),
  fuelShort: z.number().int(),
  fuelShortCharge: z.number().int(),
  total: z.number().int(),
  lines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
});
export type StoredTripCharges = z.infer<typeof storedTripChargesSchema>;

/**
 * One handover: readings, notes, when it was recorded, the renter's answer (confirmation or
 * note) and until when they may give it (ISO instants), photos, and on a check-out its charges.
 */
export const handoverSchema = z.object({
  kind: z.enum(HANDOVER_KINDS),
  odometerKm: z.number().int(),
  fuelUnit: z.enum(FUEL_UNITS),
  fuelLevel: z.number().int(),
  notes: z.string(),
  recordedAt: z.string(),
  renterConfirmedAt: z.string().nullable(),
  renterNote: z.string(),
  renterNotedAt: z.string().nullable(),
  answerBy: z.string(),
  photos: z.array(handoverPhotoSchema),
  charges: storedTripChargesSchema.nullable(),
});
export type Handover = z.infer<typeof handoverSchema>;

/** GET /api/bookings/:id/handover: the booking's check-in and check-out, null until recorded. */
export const bookingHandoverResponse = okResponse({
  bookingRef: z.string(),
  checkIn: handoverSchema.nullable(),
  checkOut: handoverSchema.nullable(),
});
export type BookingHandoverResponse = z.infer<typeof bookingHandoverResponse>;

/** POST check-in / check-out and the renter's confirm / note: a sentence and the handover. */
export const handoverSavedResponse = okResponse({ message: z.string(), handover: handoverSchema });
export type HandoverSavedResponse = z.infer<typeof handoverSavedResponse>;

/** The lines of stored trip charges, as both sides read them (whole rupees, 0-lines left out). */
export function tripChargeLines(
  c: { extraKm: number; extraKmCharge: number; fuelShort: number; fuelShortCharge: number },
  rules: { extraKmRate: number; fuelCharge: number },
  unit: (typeof FUEL_UNITS)[number],
): { label: string; amount: number }[] {
  const lines: { label: string; amount: number }[] = [];
  if (c.extraKmCharge > 0)
    lines.push({
      label: HANDOVER_MSG.extraKmLine(c.extraKm, rules.extraKmRate),
      amount: c.extraKmCharge,
    });
  if (c.fuelShortCharge > 0)
    lines.push({
      label: HANDOVER_MSG.fuelShortLine(c.fuelShort, unit, rules.fuelCharge),
      amount: c.fuelShortCharge,
    });
  return lines;
}
