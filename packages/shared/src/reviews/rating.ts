/**
 * A car's average rating from its maintained aggregates (server-rules.md section 5): the sum
 * of its reviews' stars over their count, rounded half up to one decimal; 0 when it has none.
 * Integer arithmetic first, so 4.45 cannot become 4.4 through a binary fraction.
 */
export function averageRating(ratingSum: number, reviewCount: number): number {
  if (reviewCount <= 0) return 0;
  return Math.round((ratingSum * 10) / reviewCount) / 10;
}
