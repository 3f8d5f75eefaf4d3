/**
 * The CPU slowdown that makes this machine stand for Lighthouse's target phone (issue 26;
 * decision 031 and its amendment of 2026-11-28). Lighthouse's CPU throttling is a multiplier of
 * the host's own speed, and its default 4x assumes a high-end desktop host (docs/throttling.md in
 * the Lighthouse repository: "a constant 4x CPU multiplier which moves a typical run in the
 * high-end desktop bracket somewhere into the mid-tier mobile bracket"). Lighthouse measures the
 * host as a `benchmarkIndex` in every report and leaves the multiplier for another host to its
 * CPU throttling calculator, whose curve `cpuSlowdownFor` is: 150 -> 1x, 800 -> 2x, 1,300 -> 3x,
 * 1,533 -> 4x (the default's host), and one more for each 233 above 1,300.
 *
 * The budgets use `budgetSlowdown`: the calculator's multiplier on a host slower than the
 * default's, and Lighthouse's default 4x on a faster one (the amendment: above 4x the curve is
 * an extrapolation that the listing's HTML and CSS alone, with no script, cannot meet on these
 * hosts).
 */

/** Lighthouse's default mobile CPU slowdown (unitless), the most the budgets use. */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/** The calculator's multiplier for `benchmarkIndex` (unitless), at most 10x, at least 1x. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex ${benchmarkIndex} is not a measurement`);
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(10, Math.max(1, multiplier)) * 10) / 10;
}

/**
 * The multiplier the budgets are measured at for `benchmarkIndex` (unitless): the calculator's,
 * but never more than Lighthouse's default 4x. Throws as `cpuSlowdownFor` does.
 */
export function budgetSlowdown(benchmarkIndex: number): number {
  return Math.min(LIGHTHOUSE_DEFAULT_SLOWDOWN, cpuSlowdownFor(benchmarkIndex));
}
