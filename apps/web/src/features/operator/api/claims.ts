/**
 * The operator's claim calls (issue 30 item 4): the queue of disputed claims, one claim with both
 * handovers, and the decision (amount and reason), which refreshes the whole console.
 */
import type {
  ClaimDecisionBody,
  ClaimQueueResponse,
  MessageResponse,
  OperatorClaimResponse,
} from "@gaadi/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useClaimQueue() {
  return useQuery({
    queryKey: queryKeys.operator.claims,
    queryFn: ({ signal }) => api<ClaimQueueResponse>("/operator/claims", { signal }),
  });
}

export function useOperatorClaim(id: string | null) {
  return useQuery({
    queryKey: queryKeys.operator.claim(id ?? ""),
    queryFn: ({ signal }) =>
      api<OperatorClaimResponse>(`/operator/claims/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
}

export function useDecideClaim(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimDecisionBody) =>
      api<MessageResponse>(`/operator/claims/${encodeURIComponent(id)}/decide`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.all }),
  });
}
