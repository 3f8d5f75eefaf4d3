/**
 * The monthly earnings bar chart, drawn with recharts. Loaded lazily (EarningsFigure), so
 * recharts travels in its own chunk and weighs only on the dashboard. Y axis in short Indian
 * rupees (₹12.5K, ₹1.2L), X axis 'Nov 26', tooltip with the month and the full amount. With
 * no earnings at all (a new owner) the axis runs ₹0 to ₹1K instead of recharts' ₹0-₹4 (issue
 * 25 defect 14). The drawing is hidden from screen readers: the figure around it names it and
 * holds a table.
 */
import { formatRupees } from "@gaadi/shared";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from "recharts";
import { formatAxisRupees, monthLabel } from "@/features/dashboard/dashboard-figures";

export interface MonthPoint {
  /** 'YYYY-MM'. */
  month: string;
  /** Rupees. */
  amount: number;
}

function MonthTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const point = payload?.[0]?.payload as MonthPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-slate-600">{monthLabel(point.month)}</p>
      <p className="font-semibold tabular-nums text-slate-900">{formatRupees(point.amount)}</p>
    </div>
  );
}

/** The Y axis of a chart with nothing earned yet: whole hundreds of rupees up to ₹1K. */
const EMPTY_TICKS = [0, 250, 500, 750, 1000];

export default function EarningsChart({ points }: { points: MonthPoint[] }) {
  const empty = points.every((p) => p.amount === 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The figure around the chart speaks for it (a hidden table); nothing in here takes focus.
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="month"
          tickFormatter={(m: string) => monthLabel(m, "short")}
          tick={{ fill: "#475569", fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis
          tickFormatter={formatAxisRupees}
          tick={{ fill: "#475569", fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={64}
          allowDecimals={false}
          domain={empty ? [0, 1000] : [0, "auto"]}
          ticks={empty ? EMPTY_TICKS : undefined}
        />
        <Tooltip content={MonthTooltip} cursor={{ fill: "#eff5ff" }} />
        <Bar
          dataKey="amount"
          name="Earnings"
          fill="#2550eb"
          radius={[6, 6, 0, 0]}
          maxBarSize={48}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
