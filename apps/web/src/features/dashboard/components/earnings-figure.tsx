/**
 * Monthly earnings as a figure: a caption, the lazily loaded bar chart (recharts in its own
 * chunk; a placeholder of the same height meanwhile) and, for screen readers, the same
 * figures as a visually hidden table (month, earnings).
 */
import { formatRupees } from "@gaadi/shared";
import { lazy, Suspense } from "react";
import { formatAxisRupees, monthLabel } from "@/features/dashboard/dashboard-figures";
import type { MonthPoint } from "./earnings-chart";

const EarningsChart = lazy(() => import("./earnings-chart"));

export function EarningsFigure({ monthlyEarnings }: { monthlyEarnings: Record<string, number> }) {
  const points: MonthPoint[] = Object.entries(monthlyEarnings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, amount]) => ({ month, amount }));
  const first = points[0]?.month;
  const last = points.at(-1)?.month;
  const span = first && last && first !== last ? `${monthLabel(first)} to ${monthLabel(last)}` : "";
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-semibold text-slate-900">Monthly earnings</h2>
        <span className="text-xs text-slate-500">
          {span && `${span} · `}in rupees ({formatAxisRupees(1000)} = one thousand,{" "}
          {formatAxisRupees(100000)} = one lakh)
        </span>
      </figcaption>
      <div className="mt-4 h-64 sm:h-72" aria-hidden>
        <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-slate-100" />}>
          <EarningsChart points={points} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>Monthly earnings</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Earnings</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{monthLabel(p.month)}</th>
              <td>{formatRupees(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
