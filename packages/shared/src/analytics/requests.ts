/**
 * The owner dashboard's filters (owner document sections 2 and 7, server-rules.md section 8):
 * the query of GET /api/owner/analytics. Defaults are month and all. A custom range needs
 * both dates ('YYYY-MM-DD', India calendar), start on or before end, and spans at most
 * MAX_ANALYTICS_DAYS = 731 days (two years, a leap day included). carType is 'all' or any car category
 * (the dashboard offers SUV, Sedan, Hatchback and Coupe). Every refusal names its rule.
 */
import { z } from "zod";
import { daysBetween, isCalendarDate } from "../dates.js";
import { CAR_CATEGORIES } from "../enums.js";
import { ANALYTICS_MSG } from "../messages/analytics.js";

export const ANALYTICS_RANGES = ["month", "year", "custom"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The car types the dashboard's filter offers (owner document section 2). */
export const DASHBOARD_CAR_TYPES = ["all", "SUV", "Sedan", "Hatchback", "Coupe"] as const;

/** Longest custom range, in days, both ends inclusive (two years with a leap day). */
export const MAX_ANALYTICS_DAYS = 731;

const dateField = z
  .string({ error: ANALYTICS_MSG.dateInvalid })
  .refine(isCalendarDate, ANALYTICS_MSG.dateInvalid)
  .optional();

/** GET /api/owner/analytics query. Empty strings count as absent. */
export const analyticsQuery = z
  .object({
    dateRange: z.enum(ANALYTICS_RANGES, { error: ANALYTICS_MSG.dateRangeInvalid }).default("month"),
    startDate: z.preprocess((v) => (v === "" ? undefined : v), dateField),
    endDate: z.preprocess((v) => (v === "" ? undefined : v), dateField),
    carType: z
      .enum(["all", ...CAR_CATEGORIES], { error: ANALYTICS_MSG.carTypeInvalid })
      .default("all"),
  })
  .superRefine((q, ctx) => {
    if (q.dateRange !== "custom") return;
    if (!q.startDate || !q.endDate) {
      ctx.addIssue({
        code: "custom",
        message: ANALYTICS_MSG.customDatesRequired,
        path: ["startDate"],
      });
      return;
    }
    const span = daysBetween(q.startDate, q.endDate) + 1;
    if (span < 1) {
      ctx.addIssue({ code: "custom", message: ANALYTICS_MSG.startAfterEnd, path: ["endDate"] });
    } else if (span > MAX_ANALYTICS_DAYS) {
      ctx.addIssue({ code: "custom", message: ANALYTICS_MSG.rangeTooLong, path: ["endDate"] });
    }
  });
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
