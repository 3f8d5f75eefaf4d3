/**
 * Revenue per car (owner document section 2): image, brand and model, year, category, total
 * revenue, total bookings, average rate and status (Active when available, else Inactive).
 * Header buttons sort by total revenue, total bookings or average rate: a first click
 * ascending, a repeat click descending; the sorted column carries aria-sort and an arrow.
 * On narrow screens the table scrolls sideways inside its own focusable, labelled region.
 */
import { formatRupees, type RevenuePerCar } from "@gaadi/shared";
import { ArrowDown, ArrowUp, ArrowUpDown, BarChart3 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import {
  nextSort,
  type Sort,
  type SortKey,
  sortRows,
} from "@/features/dashboard/dashboard-figures";
import { CarThumb } from "./car-thumb";

const cell = "px-4 py-3";

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort(column: SortKey): void;
}) {
  const dir = sort?.key === column ? sort.dir : null;
  const Arrow = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : undefined}
      className="px-2 py-2 text-right font-medium"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase tracking-wide hover:bg-slate-200/70 hover:text-slate-800"
      >
        {label}
        <Arrow
          className={dir ? "size-3.5 text-brand-700" : "size-3.5 text-slate-400"}
          aria-hidden
        />
      </button>
    </th>
  );
}

export function RevenueTable({ rows }: { rows: RevenuePerCar[] }) {
  const [sort, setSort] = useState<Sort>(null);
  const onSort = (column: SortKey) => setSort((s) => nextSort(s, column));
  const sorted = sortRows(rows, sort);
  return (
    <section aria-labelledby="revenue-title" className="space-y-3">
      <h2 id="revenue-title" className="text-lg font-semibold text-slate-900">
        Revenue per car
      </h2>
      {rows.length === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No bookings in this period"
          text="Cars appear here once a booking in the chosen period is accepted."
        />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table sideways on phones
          tabIndex={0}
          aria-label="Revenue per car table"
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className={`${cell} font-medium`}>
                  Car
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Year
                </th>
                <th scope="col" className={`${cell} font-medium`}>
                  Category
                </th>
                <SortHeader
                  label="Total revenue"
                  column="totalRevenue"
                  sort={sort}
                  onSort={onSort}
                />
                <SortHeader label="Bookings" column="totalBookings" sort={sort} onSort={onSort} />
                <SortHeader label="Average rate" column="averageRate" sort={sort} onSort={onSort} />
                <th scope="col" className={`${cell} font-medium`}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sorted.map((car) => (
                <tr key={car._id} className="hover:bg-slate-50/60">
                  <th scope="row" className={`${cell} font-normal`}>
                    <CarThumb car={car} />
                  </th>
                  <td className={`${cell} tabular-nums text-slate-700`}>{car.year}</td>
                  <td className={`${cell} text-slate-700`}>{car.category}</td>
                  <td className={`${cell} text-right font-semibold tabular-nums text-slate-900`}>
                    {formatRupees(car.totalRevenue)}
                  </td>
                  <td className={`${cell} text-right tabular-nums text-slate-700`}>
                    {car.totalBookings}
                  </td>
                  <td className={`${cell} text-right tabular-nums text-slate-700`}>
                    {formatRupees(car.averageRate)}
                  </td>
                  <td className={cell}>
                    {car.isAvailable ? (
                      <Badge tone="green">Active</Badge>
                    ) : (
                      <Badge tone="gray">Inactive</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
