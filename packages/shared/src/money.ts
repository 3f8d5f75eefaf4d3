/** Money is whole rupees (integers) everywhere; formatted once, Indian digit grouping. */
const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** 123456 -> '₹1,23,456'. */
export function formatRupees(amount: number): string {
  return `₹${inr.format(amount)}`;
}
