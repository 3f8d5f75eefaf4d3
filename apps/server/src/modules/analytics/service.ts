/**
 * Owner dashboard figures (owner document sections 2 and 3, server-rules.md sections 2 and 8).
 * Ranges are India calendar dates, both ends inclusive, from India's today (`app.now()`):
 * month = this calendar month (first to last day), year = this calendar year, custom =
 * startDate to endDate (the shared analyticsQuery has checked both exist, are ordered and span
 * at most 731 days). What counts, and how, is in repository.ts; shaping and rounding in
 * mapper.ts. Owners only (the routes' guard): no refusal of its own beyond the query's 400s.
 */
import {
  type AnalyticsData,
  type AnalyticsQuery,
  addDaysTo,
  daysBetween,
  indiaToday,
  type OwnerTasksResponse,
} from "@gaadi/shared";
import type { FastifyInstance } from "fastify";
import { toAnalyticsData } from "./mapper.js";
import type { DateRange } from "./repository.js";
import * as repo from "./repository.js";

/** The calendar month of `date` ('YYYY-MM-DD'): its first and last day. */
export function monthOf(date: string): DateRange {
  const start = `${date.slice(0, 7)}-01`;
  const [y, m] = start.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return { start, end: addDaysTo(next, -1) };
}

/** The calendar year of `date`: 1 January to 31 December. */
export function yearOf(date: string): DateRange {
  const y = date.slice(0, 4);
  return { start: `${y}-01-01`, end: `${y}-12-31` };
}

/** The range the query asks for, given India's `today`. */
export function rangeOf(query: AnalyticsQuery, today: string): DateRange {
  if (query.dateRange === "month") return monthOf(today);
  if (query.dateRange === "year") return yearOf(today);
  return { start: query.startDate!, end: query.endDate! };
}

/**
 * The owner's dashboard for `query` (range and car type). Four aggregate statements in one
 * read-only REPEATABLE READ transaction, so they see one snapshot and their figures agree.
 * Money in whole rupees, days inclusive, percentages to one decimal.
 */
export async function ownerAnalytics(
  app: FastifyInstance,
  ownerId: string,
  query: AnalyticsQuery,
): Promise<AnalyticsData> {
  const today = indiaToday(app.now());
  const range = rangeOf(query, today);
  const scope = { ownerId, carType: query.carType };
  const figures = await app.db.transaction(
    async (tx) => ({
      months: await repo.monthlyEarnings(tx, scope, range),
      yearly: await repo.earnings(tx, scope, yearOf(today)),
      cars: await repo.carEarnings(tx, scope, range),
      occupancy: await repo.occupancy(tx, scope, range),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return toAnalyticsData(figures, daysBetween(range.start, range.end) + 1);
}

/**
 * What needs the owner now (India's today): pending requests, booked trips whose pickup date
 * is today or past, on_rent trips whose return date is today or past (overdue included), and
 * reviews of their cars without a reply.
 */
export async function ownerTasks(
  app: FastifyInstance,
  ownerId: string,
): Promise<Omit<OwnerTasksResponse, "success">> {
  return repo.taskCounts(app.db, ownerId, indiaToday(app.now()));
}
