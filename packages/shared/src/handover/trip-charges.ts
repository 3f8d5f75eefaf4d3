/**
 * Trip charges (issue 30 item 3): what the renter owes for kilometres over the listing's
 * allowance and for fuel (or battery) short at return, from the check-in's and check-out's
 * readings and the rules the booking copied from its car. Whole rupees; the one function the
 * server stores at check-out and the screens show.
 */
import type { FuelUnit } from "../enums.js";
import { HANDOVER_MSG } from "../messages/handover.js";

/** A listing's trip charges' rules, as a booking stores them (whole rupees). */
export interface TripChargeRules {
  /** Kilometres included per rental day; 0 = unlimited. */
  kmPerDay: number;
  /** Rupees per kilometre over the included ones. */
  extraKmRate: number;
  /** Rupees per eighth of a tank short, or per 10 % of battery for `percent` readings. */
  fuelCharge: number;
}

/** One handover's readings: the odometer (km) and the fuel (eighths 0-8, or percent 0-100). */
export interface HandoverReading {
  odometerKm: number;
  fuelUnit: FuelUnit;
  fuelLevel: number;
}

/** The charges decided at check-out, whole rupees (counts in km, eighths or percent points). */
export interface TripCharges {
  /** Kilometres driven over kmPerDay x days (0 when unlimited). */
  extraKm: number;
  extraKmCharge: number;
  /** Eighths of a tank, or percentage points of battery, below the check-in's level. */
  fuelShort: number;
  fuelShortCharge: number;
  /** extraKmCharge + fuelShortCharge. */
  tripCharges: number;
}

/** A check-out the rules cannot charge: its message is the one the renter and owner read. */
export class TripChargesError extends Error {}

/**
 * The trip charges of a `days`-day trip (rental days, both ends inclusive) from `start` (the
 * check-in) to `end` (the check-out):
 * - extra km = max(0, end - start - kmPerDay x days), charged at extraKmRate each; none when
 *   kmPerDay is 0 (unlimited);
 * - fuel short = max(0, start level - end level): eighths are charged fuelCharge each; battery
 *   points at fuelCharge per 10 points, rounded down to the rupee (the renter's favour).
 *
 * @throws TripChargesError when the end odometer reads less than the start's, or the two
 *   readings measure fuel differently.
 */
export function tripCharges(
  rules: TripChargeRules,
  days: number,
  start: HandoverReading,
  end: HandoverReading,
): TripCharges {
  if (end.odometerKm < start.odometerKm) {
    throw new TripChargesError(HANDOVER_MSG.odometerBelowStart(start.odometerKm));
  }
  if (end.fuelUnit !== start.fuelUnit) throw new TripChargesError(HANDOVER_MSG.fuelUnitMismatch);
  const driven = end.odometerKm - start.odometerKm;
  const extraKm = rules.kmPerDay === 0 ? 0 : Math.max(0, driven - rules.kmPerDay * days);
  const extraKmCharge = extraKm * rules.extraKmRate;
  const fuelShort = Math.max(0, start.fuelLevel - end.fuelLevel);
  const fuelShortCharge =
    start.fuelUnit === "eighths"
      ? fuelShort * rules.fuelCharge
      : Math.floor((fuelShort * rules.fuelCharge) / 10);
  return {
    extraKm,
    extraKmCharge,
    fuelShort,
    fuelShortCharge,
    tripCharges: extraKmCharge + fuelShortCharge,
  };
}
