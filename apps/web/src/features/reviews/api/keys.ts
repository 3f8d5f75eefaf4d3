/**
 * Query keys of the reviews feature and the one refresh after a review or reply (customer
 * document section 7: after a successful review the relevant lists reload; owner document
 * section 4: after an owner action the reviews list reloads).
 */
import type { QueryClient } from "@tanstack/react-query";

export const reviewKeys = {
  all: ["reviews"] as const,
  car: (carId: string) => ["reviews", "car", carId] as const,
  user: ["reviews", "user"] as const,
  owner: ["reviews", "owner"] as const,
};

/**
 * Reloads every reviews list, the renter's bookings (['bookings','user'] shows 'Review
 * Submitted') and the cars (['cars'], whose avgRating and totalReviews a review changes). The
 * other features' keys are written out: features do not import each other.
 */
export function refreshAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: ["bookings", "user"] }),
    queryClient.invalidateQueries({ queryKey: ["cars"] }),
  ]);
}
