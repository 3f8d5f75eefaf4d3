/**
 * Texts of the handover, trip charges, claims and the deposit (issue 30). Server refusals and
 * what the screens show share them.
 */
import { formatRupees } from "../money.js";

export const HANDOVER_MSG = {
  /** Trip charges (item 3): a check-out reading the odometer below the check-in's. */
  odometerBelowStart: (startKm: number) =>
    `The odometer at return cannot read less than at pickup (${startKm.toLocaleString("en-IN")} km).`,
  /** The two readings must measure fuel the same way (a tank in eighths, or a battery in %). */
  fuelUnitMismatch: "The fuel at return must be read the same way as at pickup.",
  /** A charge line (item 3), as both sides see it at check-out. */
  extraKmLine: (km: number, rate: number) =>
    `${km.toLocaleString("en-IN")} km over the limit x ${formatRupees(rate)}`,
  fuelShortLine: (short: number, unit: "eighths" | "percent", charge: number) =>
    unit === "eighths"
      ? `${short} eighth${short === 1 ? "" : "s"} of a tank short x ${formatRupees(charge)}`
      : `${short} % of battery short at ${formatRupees(charge)} per 10 %`,
} as const;
