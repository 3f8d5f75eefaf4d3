/**
 * Texts of the handover, trip charges, claims and the deposit (issue 30). Server refusals and
 * what the screens show share them.
 */
import { LIMITS } from "../limits.js";
import { formatRupees, formatWhole } from "../money.js";

export const HANDOVER_MSG = {
  /** Trip charges (item 3): a check-out reading the odometer below the check-in's. */
  odometerBelowStart: (startKm: number) =>
    `The odometer at return cannot read less than at pickup (${formatWhole(startKm)} km).`,
  /** The two readings must measure fuel the same way (a tank in eighths, or a battery in %). */
  fuelUnitMismatch: "The fuel at return must be read the same way as at pickup.",
  /** A charge line (item 3), as both sides see it at check-out. */
  extraKmLine: (km: number, rate: number) =>
    `${formatWhole(km)} km over the limit x ${formatRupees(rate)}`,
  fuelShortLine: (short: number, unit: "eighths" | "percent", charge: number) =>
    unit === "eighths"
      ? `${short} eighth${short === 1 ? "" : "s"} of a tank short x ${formatRupees(charge)}`
      : `${short} % of battery short at ${formatRupees(charge)} per 10 %`,

  // Item 1: the listing's rules, as the owner sets them and the car page shows them.
  kmPerDay: `Kilometres included per day: a whole number from 0 (unlimited) to ${formatWhole(LIMITS.kmPerDayMax)}`,
  extraKmRate: `The charge per extra kilometre: whole rupees from 0 to ${formatRupees(LIMITS.extraKmRateMax)}`,
  fuelCharge: `The fuel charge: whole rupees from 0 to ${formatRupees(LIMITS.fuelChargeMax)}`,
  formSection: "Kilometres and fuel",
  kmPerDayLabel: "Kilometres included per day",
  kmPerDayHint: "0 means unlimited kilometres",
  extraKmRateLabel: "Charge per extra km (₹)",
  extraKmRateHint: `Whole rupees, 0 to ${formatRupees(LIMITS.extraKmRateMax)}`,
  fuelChargeLabel: "Fuel charge per eighth of a tank short (₹)",
  fuelChargeHint:
    "Per 10 % of battery for an electric car. The car goes back at the level it left.",
  /** '200 km/day included, then ₹12/km', or 'Unlimited km'. */
  kmRule: (kmPerDay: number, extraKmRate: number) =>
    kmPerDay === 0
      ? "Unlimited km"
      : `${formatWhole(kmPerDay)} km/day included, then ${formatRupees(extraKmRate)}/km`,
  /** 'Return at the same fuel level: ₹400 per eighth of a tank short'. */
  fuelRule: (fuelCharge: number, electric: boolean) =>
    fuelCharge === 0
      ? "Return at the same fuel level"
      : `Return at the same ${electric ? "battery" : "fuel"} level: ${formatRupees(fuelCharge)} per ${electric ? "10 % of battery" : "eighth of a tank"} short`,

  // Item 2: the check-in and check-out forms and their refusals.
  bookingNotFound: "Booking not found",
  handoverNotFound: "No handover recorded for this booking yet",
  photoNotFound: "Photo not found",
  odometer: `Enter the odometer in whole km, 0 to ${formatWhole(LIMITS.odometerMax)}`,
  fuelLevelEighths: "Choose the fuel level, from empty to full (0 to 8 eighths)",
  fuelLevelPercent: "Enter the battery level as a whole percentage, 0 to 100",
  notesTooLong: `Notes can be at most ${formatWhole(LIMITS.handoverNoteMax)} characters`,
  sidePhotoMissing: (side: string) => `Add a photo of the car's ${side}`,
  tooManyPhotos: `At most ${LIMITS.handoverPhotosMax} photos`,
  checkInTwice: "The check-in for this booking is already recorded",
  checkOutTwice: "The check-out for this booking is already recorded",
  checkInStatus: "Only a confirmed booking can be checked in",
  checkOutBeforeCheckIn: "Record the check-in before the check-out",
  checkOutStatus: "Only a booking on rent can be checked out",
  /** change-status to on_rent/completed (decision 029): the handover forms do that now. */
  useCheckIn: "Record the check-in (odometer, fuel and photos) to mark the car picked up",
  useCheckOut: "Record the check-out (odometer, fuel and photos) to mark the car returned",
  notYourCarsBooking: "You can only record handovers for bookings of your own cars",
  checkedIn: "Check-in recorded. The car is on rent.",
  checkedOut: "Check-out recorded. The trip is complete.",
  // The renter's answer.
  notYourBooking: "Only the renter can confirm a handover",
  alreadyAnswered: "You have already answered this handover",
  windowClosed: "The time to confirm or add a note to this handover has passed",
  noteRequired: "Write a note, or add at least one photo",
  confirmed: "Thank you. You confirmed the handover.",
  noted: "Your note and photos were added to the handover.",
  // The screens.
  checkInTitle: "Check in the car",
  checkOutTitle: "Check out the car",
  checkInIntro:
    "Record the odometer, the fuel and a photo of each side before you hand over the keys.",
  checkOutIntro: "Record the odometer, the fuel and a photo of each side as the car comes back.",
  odometerLabel: "Odometer (km)",
  fuelLabel: "Fuel level",
  batteryLabel: "Battery (%)",
  notesLabel: "Notes (optional)",
  morePhotosLabel: "More photos (optional)",
  photosHint: `At least one photo of each side; up to ${LIMITS.handoverPhotosMax} in all.`,
  sideLabel: {
    front: "Front",
    back: "Back",
    left: "Left side",
    right: "Right side",
    other: "Other",
  },
  uploading: (done: number, total: number) => `Uploading photos… ${done} of ${total}`,
  uploadFailed: "The upload failed. Your photos are kept here: press Retry.",
  retry: "Retry",
  viewHandover: "Check-in and check-out",
  checkIn: "Check-in",
  checkOut: "Check-out",
  atPickup: "At pickup",
  atReturn: "At return",
  tripChargesTitle: "Trip charges",
  noTripCharges: "No trip charges",
  confirmButton: "Confirm check-in",
  confirmCheckOutButton: "Confirm check-out",
  addNoteButton: "Add a note or photos",
  renterNoteLabel: "Your note",
  renterPhotosLabel: "Your photos (optional)",
  sendNote: "Send note",
  confirmedOn: (at: string) => `Confirmed by the renter on ${at}`,
  renterNoted: "The renter's note",
  awaitingRenter: (until: string) => `Waiting for the renter to confirm, until ${until}`,
  answerBy: (until: string) => `Please confirm, or add a note and photos, by ${until}.`,
  fuelEighths: (n: number) => (n === 0 ? "Empty" : n === 8 ? "Full" : `${n}/8`),
  fuelPercent: (n: number) => `${n} %`,
} as const;

/** The fuel level a reading shows: '6/8', 'Full', '80 %'. */
export function fuelText(unit: "eighths" | "percent", level: number): string {
  return unit === "eighths" ? HANDOVER_MSG.fuelEighths(level) : HANDOVER_MSG.fuelPercent(level);
}
