/**
 * Money is whole rupees (integers) everywhere; formatted once, Indian digit grouping. The
 * formatter is made at the first call, not as the module loads: building an en-IN
 * NumberFormat takes 10-20 ms of a phone's main thread (issue 26), which then falls in the
 * task that first shows a price instead of the page's start-up task.
 */
let inr: Intl.NumberFormat | undefined;

/** 123456 -> '₹1,23,456'. */
export function formatRupees(amount: number): string {
  inr ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  return `₹${inr.format(amount)}`;
}
