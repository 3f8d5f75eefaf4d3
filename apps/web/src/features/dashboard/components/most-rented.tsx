/**
 * Most rented cars (owner document section 2): the top five by counted bookings in the period,
 * each with its rentals and share of all bookings ('3 rentals · 37.5%') and a bar of that share.
 */
import type { MostRentedCar } from "@gaadi/shared";
import { countOf, formatPercent } from "@/features/dashboard/dashboard-figures";
import { Panel } from "./panel";

export function MostRented({ cars }: { cars: MostRentedCar[] }) {
  return (
    <Panel id="most-rented-title" title="Most rented">
      {cars.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No rentals in this period.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {cars.map((car, i) => (
            <li key={car._id}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-900">
                  <span className="mr-2 text-slate-500">{i + 1}.</span>
                  {car.brand} {car.model}
                </span>
                <span className="shrink-0 tabular-nums text-slate-600">
                  {countOf(car.rentals, "rental")} · {formatPercent(car.percentage)}
                </span>
              </div>
              <div aria-hidden className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100">
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.min(100, car.percentage)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
