/**
 * Money is whole rupees (integers) everywhere; formatted once, Indian digit grouping
 * (1,23,45,678: the last three digits, then pairs). Grouped here by hand rather than by
 * `Intl.NumberFormat("en-IN")`: building that formatter loads the locale's data and took
 * 26 ms of the main thread on the bench machine (104 ms under a phone's 4x slowdown), in the
 * task that first shows a price on every public page (issue 26). money.test.ts checks the
 * result equals Intl's for any amount.
 */

let intl: Intl.NumberFormat | undefined;

/** 123456 -> '₹1,23,456'; rounded half away from zero to whole rupees, as Intl does. */
export function formatRupees(amount: number): string {
  return `₹${formatWhole(amount)}`;
}

/**
 * 123456 -> '1,23,456' (Indian grouping, no symbol): kilometres and counts beside rupees, with
 * the same rounding, so no message builds an Intl formatter either (issue 26).
 */
export function formatWhole(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) > Number.MAX_SAFE_INTEGER) {
    intl ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    return intl.format(amount);
  }
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  const digits = String(whole);
  if (digits.length <= 3) return `${sign}${digits}`;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${pairs},${digits.slice(-3)}`;
}
