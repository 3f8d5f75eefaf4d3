/**
 * The car page's terms (issue 27 items 3 and 5): the car's cancellation policy by name with its
 * rule in words, its refundable security deposit (or 'No security deposit') and its duration
 * discounts ('10% off trips of 7 days or more'), from the car's own fields, in the words of
 * CAR_TERMS_MSG. The exact free-cancellation date and time is the booking form's, once dates
 * are chosen (it needs the pickup date). Pure markup from the car: the server render and the
 * hydrated page are the same.
 */
import {
  CANCELLATION_POLICY_TEXT,
  CAR_TERMS_MSG,
  type Car,
  carDiscountTexts,
  HANDOVER_MSG,
} from "@gaadi/shared";
import { BadgePercent, CalendarX2, Fuel, Gauge, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";

export function CarTerms({ car }: { car: Car }) {
  const discounts = carDiscountTexts(car);
  return (
    <section
      aria-labelledby="car-terms-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="car-terms-title" className="text-lg font-semibold text-slate-900">
        {CAR_TERMS_MSG.title}
      </h2>
      <ul className="mt-4 space-y-4">
        <Term icon={<CalendarX2 className="size-5 text-brand-700" aria-hidden />}>
          <p className="font-medium text-slate-900">
            {CAR_TERMS_MSG.policy(car.cancellationPolicy)}
          </p>
          <p className="mt-0.5 text-slate-700">
            {CANCELLATION_POLICY_TEXT[car.cancellationPolicy].rule}
          </p>
          <p className="mt-0.5 text-sm text-slate-500">{CAR_TERMS_MSG.policyNote}</p>
        </Term>
        <Term icon={<ShieldCheck className="size-5 text-brand-700" aria-hidden />}>
          <p className="font-medium text-slate-900">{CAR_TERMS_MSG.deposit(car.securityDeposit)}</p>
          {car.securityDeposit > 0 && (
            <p className="mt-0.5 text-slate-700">{CAR_TERMS_MSG.depositNote}</p>
          )}
        </Term>
        <Term icon={<BadgePercent className="size-5 text-brand-700" aria-hidden />}>
          {discounts.length > 0 ? (
            discounts.map((text) => (
              <p key={text} className="font-medium text-slate-900">
                {text}
              </p>
            ))
          ) : (
            <p className="font-medium text-slate-900">{CAR_TERMS_MSG.noDiscount}</p>
          )}
        </Term>
        {/* Issue 30 item 1: the kilometres and fuel the trip charges come from. */}
        <Term icon={<Gauge className="size-5 text-brand-700" aria-hidden />}>
          <p className="font-medium text-slate-900">
            {HANDOVER_MSG.kmRule(car.kmPerDay, car.extraKmRate)}
          </p>
        </Term>
        <Term icon={<Fuel className="size-5 text-brand-700" aria-hidden />}>
          <p className="font-medium text-slate-900">
            {HANDOVER_MSG.fuelRule(car.fuelCharge, car.fuel_type === "Electric")}
          </p>
        </Term>
      </ul>
    </section>
  );
}

function Term({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0">{children}</div>
    </li>
  );
}
