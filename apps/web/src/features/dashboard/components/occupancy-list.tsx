/**
 * Occupancy per car (owner document section 2): each owned car of the type with booked days
 * over days in the period, the rate and a bar. Bands: 80% or more green (High), 50% or more
 * yellow (Medium), else red (Low); the band's word and the number always go with the colour.
 */
import type { OccupancyRate } from "@gaadi/shared";
import { Badge } from "@/components/ui/badge";
import {
  type BandTone,
  formatPercent,
  occupancyBand,
} from "@/features/dashboard/dashboard-figures";
import { cn } from "@/lib/cn";
import { CarThumb } from "./car-thumb";
import { Panel } from "./panel";

const BAR: Record<BandTone, string> = {
  green: "bg-emerald-500",
  yellow: "bg-amber-400",
  red: "bg-red-500",
};

export function OccupancyList({ rates }: { rates: OccupancyRate[] }) {
  return (
    <Panel id="occupancy-title" title="Occupancy per car">
      {rates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No cars of this type.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {rates.map((car) => {
            const band = occupancyBand(car.occupancyRate);
            return (
              <li
                key={car._id}
                aria-label={`${car.brand} ${car.model}`}
                className="py-3 first:pt-0 last:pb-0"
              >
                <div className="flex items-center justify-between gap-3">
                  <CarThumb car={car} />
                  <div className="shrink-0 text-right">
                    <p className="flex items-center justify-end gap-2">
                      <span className="font-semibold tabular-nums text-slate-900">
                        {formatPercent(car.occupancyRate)}
                      </span>
                      <Badge tone={band.tone}>{band.label}</Badge>
                    </p>
                    <p className="mt-0.5 text-xs tabular-nums text-slate-500">
                      {car.bookedDays} / {car.totalDays} days
                    </p>
                  </div>
                </div>
                <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
                  <div
                    data-band={band.tone}
                    className={cn("h-full rounded-full", BAR[band.tone])}
                    style={{ width: `${Math.min(100, car.occupancyRate)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
