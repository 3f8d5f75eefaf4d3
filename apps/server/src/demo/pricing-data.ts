/**
 * The demo cars' pricing (issue 27): a mix of cancellation policies, a few weekly and monthly
 * discounts and deposits, keyed by index into DEMO_CARS, as the add-car form would send them
 * (checked by the same carDataSchema). Cars not listed keep the defaults: no discount, no
 * deposit, the flexible policy.
 */
import type { CarDataInput } from "@gaadi/shared";

export type DemoCarPricing = Pick<
  CarDataInput,
  "weeklyDiscountPercent" | "monthlyDiscountPercent" | "securityDeposit" | "cancellationPolicy"
>;

// biome-ignore format: a data table reads best one car per line
export const DEMO_CAR_PRICING: Readonly<Record<number, DemoCarPricing>> = {
  // The dearest cars: strict, with a deposit.
  54: { cancellationPolicy: "strict", securityDeposit: 25_000 },             // Rohan's BMW Z4
  57: { cancellationPolicy: "strict", securityDeposit: 20_000 },             // Rohan's Audi RS 5
  51: { cancellationPolicy: "strict", securityDeposit: 15_000 },             // Rohan's E-Class
  52: { cancellationPolicy: "moderate", securityDeposit: 15_000, weeklyDiscountPercent: 10 },
  59: { cancellationPolicy: "moderate", securityDeposit: 10_000 },           // Arjun's Volvo XC60
  // Road-trip cars: moderate, with weekly and monthly discounts.
  32: { cancellationPolicy: "moderate", weeklyDiscountPercent: 15, monthlyDiscountPercent: 25, securityDeposit: 5_000 },
  26: { cancellationPolicy: "moderate", weeklyDiscountPercent: 10, securityDeposit: 3_000 },
  25: { cancellationPolicy: "moderate", securityDeposit: 3_000 },            // Priya's Thar
  60: { weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 },             // Rohan's Urbania
  // City cars that reward a longer rental, flexible.
  16: { weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 },             // Priya's Nexon EV
  0: { weeklyDiscountPercent: 5 },                                           // Rohan's Swift
};
