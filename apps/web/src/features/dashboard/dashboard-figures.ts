/**
 * Pure rules of the owner dashboard's figures (owner document section 2, server-rules.md
 * section 8): the revenue table's sort toggling, the occupancy colour bands, which month the
 * Monthly earnings card shows, the average daily rate and the chart's compact rupee labels.
 * Money is whole rupees; months are 'YYYY-MM' keys as monthlyEarnings names them.
 */
import type { RevenuePerCar } from "@gaadi/shared";

/** The revenue table's sortable columns (owner document section 2). */
export type SortKey = "totalRevenue" | "totalBookings" | "averageRate";
export type SortDir = "asc" | "desc";
/** The table's order; null keeps the server's order (total revenue, highest first). */
export type Sort = { key: SortKey; dir: SortDir } | null;

/**
 * The order after a click on `key`'s header: a first click on a column sorts ascending, a
 * repeat click on the same column flips the direction (descending, then ascending again).
 */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current?.key !== key) return { key, dir: "asc" };
  return { key, dir: current.dir === "asc" ? "desc" : "asc" };
}

/** `rows` in `sort` order, a new array; equal values keep the server's order. */
export function sortRows(rows: readonly RevenuePerCar[], sort: Sort): RevenuePerCar[] {
  if (!sort) return [...rows];
  const sign = sort.dir === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * (a.row[sort.key] - b.row[sort.key]) || a.index - b.index)
    .map(({ row }) => row);
}

export type BandTone = "green" | "yellow" | "red";
export interface Band {
  tone: BandTone;
  /** The words beside the colour, so colour is never the only signal. */
  label: "High" | "Medium" | "Low";
}

/** Occupancy band of a rate in percent: 80 or more green, 50 or more yellow, else red. */
export function occupancyBand(rate: number): Band {
  if (rate >= 80) return { tone: "green", label: "High" };
  if (rate >= 50) return { tone: "yellow", label: "Medium" };
  return { tone: "red", label: "Low" };
}

/**
 * The month the Monthly earnings card shows: `currentMonth` ('YYYY-MM', India) when the range
 * touches it, else the range's last month; null (and 0 rupees) when the range has no month.
 */
export function monthlyCardMonth(
  monthlyEarnings: Record<string, number>,
  currentMonth: string,
): { month: string | null; amount: number } {
  if (currentMonth in monthlyEarnings) {
    return { month: currentMonth, amount: monthlyEarnings[currentMonth] ?? 0 };
  }
  const last = Object.keys(monthlyEarnings).sort().at(-1);
  return last ? { month: last, amount: monthlyEarnings[last] ?? 0 } : { month: null, amount: 0 };
}

/**
 * The average daily rate card: total revenue divided by total bookings, rounded to whole
 * rupees (owner document section 2 defines it so); 0 when there are no bookings.
 */
export function averageDailyRate(totalRevenue: number, totalBookings: number): number {
  return totalBookings > 0 ? Math.round(totalRevenue / totalBookings) : 0;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11' -> 'Nov 2026' ('long') or 'Nov 26' ('short', the chart's axis). */
export function monthLabel(key: string, style: "long" | "short" = "long"): string {
  const [year = "", month = "1"] = key.split("-");
  const name = MONTHS[Number(month) - 1] ?? month;
  return `${name} ${style === "short" ? year.slice(2) : year}`;
}

const compact = (value: number) => String(Number(value.toFixed(1)));

/**
 * A rupee amount for the chart's Y axis, short in the Indian way: ₹950, ₹12.5K (thousand),
 * ₹1.2L (lakh, 1,00,000), ₹3Cr (crore, 1,00,00,000); one decimal at most.
 */
export function formatAxisRupees(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const n = Math.abs(amount);
  if (n >= 1e7) return `${sign}₹${compact(n / 1e7)}Cr`;
  if (n >= 1e5) return `${sign}₹${compact(n / 1e5)}L`;
  if (n >= 1e3) return `${sign}₹${compact(n / 1e3)}K`;
  return `${sign}₹${n}`;
}

/** `n` with the singular or plural noun: (1, 'rental') -> '1 rental', (3, ...) -> '3 rentals'. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const percent = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/** A percentage the server rounded to one decimal: 37.5 -> '37.5%', 80 -> '80%'. */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}
