/**
 * A booking's stored km and fuel rules in words (issue 30 item 1), as it copied them from its
 * car: '200 km/day included, then ₹12/km. Return at the same fuel level: ₹400 per eighth of a
 * tank short.'
 */
import { type Booking, HANDOVER_MSG } from "@gaadi/shared";

/** '200 km/day included, then ₹12/km. Return at the same fuel level: ₹400 per eighth of a tank short'. */
export function TripRulesText({ booking }: { booking: Pick<Booking, "tripRules"> }) {
  const r = booking.tripRules;
  return (
    <p className="text-slate-600">
      <span className="font-medium text-slate-800">
        {HANDOVER_MSG.kmRule(r.kmPerDay, r.extraKmRate)}.
      </span>{" "}
      {HANDOVER_MSG.fuelRule(r.fuelCharge, r.fuelUnit === "percent")}.
    </p>
  );
}
