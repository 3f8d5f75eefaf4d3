/**
 * The dashboard's figures as cards (owner document section 2): Monthly earnings (the current
 * India month when the range touches it, else the range's last month, named under it), Yearly
 * earnings (this calendar year), Total revenue, Total bookings, Average daily rate (total
 * revenue / total bookings, rounded; ₹0 without bookings) and Active Cars (rows of revenue per
 * car). Rupees with Indian grouping. Each card is an article named by its title.
 */
import { type AnalyticsData, formatRupees, indiaToday } from "@gaadi/shared";
import {
  CalendarDays,
  CalendarRange,
  CarFront,
  IndianRupee,
  type LucideIcon,
  ReceiptText,
  TrendingUp,
} from "lucide-react";
import { useId } from "react";
import {
  averageDailyRate,
  monthLabel,
  monthlyCardMonth,
} from "@/features/dashboard/dashboard-figures";

function StatCard({
  title,
  value,
  note,
  icon: Icon,
}: {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:gap-4 sm:p-5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:size-11">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p id={id} className="text-sm font-medium text-slate-600">
          {title}
        </p>
        <p className="mt-1 text-lg font-bold tabular-nums text-slate-900 sm:text-2xl">{value}</p>
        <p className="mt-0.5 text-xs text-slate-500">{note}</p>
      </div>
    </article>
  );
}

export function StatCards({ data, rangeLabel }: { data: AnalyticsData; rangeLabel: string }) {
  const today = indiaToday();
  const monthly = monthlyCardMonth(data.monthlyEarnings, today.slice(0, 7));
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <StatCard
        title="Monthly earnings"
        value={formatRupees(monthly.amount)}
        note={monthly.month ? monthLabel(monthly.month) : rangeLabel}
        icon={CalendarDays}
      />
      <StatCard
        title="Yearly earnings"
        value={formatRupees(data.yearlyEarnings)}
        note={`This year, ${today.slice(0, 4)}`}
        icon={CalendarRange}
      />
      <StatCard
        title="Total revenue"
        value={formatRupees(data.totalRevenue)}
        note={rangeLabel}
        icon={IndianRupee}
      />
      <StatCard
        title="Total bookings"
        value={String(data.totalBookings)}
        note="Booked, on rent or completed trips"
        icon={ReceiptText}
      />
      <StatCard
        title="Average daily rate"
        value={formatRupees(averageDailyRate(data.totalRevenue, data.totalBookings))}
        note="Total revenue ÷ total bookings"
        icon={TrendingUp}
      />
      <StatCard
        title="Active Cars"
        value={String(data.revenuePerCar.length)}
        note="Cars with bookings in the period"
        icon={CarFront}
      />
    </div>
  );
}
