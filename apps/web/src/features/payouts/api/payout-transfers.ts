/**
 * GET /api/owner/payouts/transfers -> { success, transfers } (issue 28 item 5): each paid
 * booking's transfer to the owner, newest first, amounts in whole rupees. Asked only while
 * online payouts are enabled (`enabled`).
 */
import type { PayoutTransfersResponse } from "@gaadi/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function usePayoutTransfers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.owner.payoutTransfers,
    queryFn: ({ signal }) => api<PayoutTransfersResponse>("/owner/payouts/transfers", { signal }),
    enabled,
  });
}
