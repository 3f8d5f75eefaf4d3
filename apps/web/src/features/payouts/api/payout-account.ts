/**
 * GET /api/owner/payouts/account -> { success, enabled, account } and POST (the set-up) ->
 * { success, message, account } (issue 28 item 5). The account always comes masked.
 */
import type {
  PayoutAccountBody,
  PayoutAccountResponse,
  SavePayoutAccountResponse,
} from "@gaadi/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getPayoutAccount(signal?: AbortSignal): Promise<PayoutAccountResponse> {
  return api<PayoutAccountResponse>("/owner/payouts/account", { signal });
}

export function usePayoutAccount() {
  return useQuery({
    queryKey: queryKeys.owner.payoutAccount,
    queryFn: ({ signal }) => getPayoutAccount(signal),
  });
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) =>
      api<SavePayoutAccountResponse>("/owner/payouts/account", { method: "POST", body }),
    onSuccess: (res) =>
      queryClient.setQueryData<PayoutAccountResponse>(queryKeys.owner.payoutAccount, {
        success: true,
        enabled: true,
        account: res.account,
      }),
  });
}
