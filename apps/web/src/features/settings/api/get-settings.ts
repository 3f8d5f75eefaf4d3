/**
 * GET /api/settings -> {success, payments}: the server settings public texts depend on (issue 28
 * item 7). Loaded by the pages that say how a renter pays (their loaders: on the server before
 * the render, so the first paint already says the truth); it does not change while the server
 * runs, so it is never refetched.
 */
import { paymentTerms, type SettingsResponse } from "@gaadi/shared";
import { type QueryClient, type QueryFunctionContext, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const settingsQuery = {
  queryKey: queryKeys.settings.all,
  queryFn: ({ signal, client }: QueryFunctionContext) =>
    api<SettingsResponse>("/settings", { signal, client }),
  staleTime: Number.POSITIVE_INFINITY,
};

/** Loads the settings into `client` (a page's `prefetch`); a failure is left for the page. */
export function prefetchSettings(client: QueryClient): Promise<void> {
  return client.prefetchQuery(settingsQuery);
}

/**
 * How the renter pays, as every public page says it (shared paymentTerms): online through
 * Razorpay with payments on, else to the owner at pickup; empty until the settings are known.
 */
export function usePaymentTerms(): string {
  const { data } = useQuery(settingsQuery);
  return data ? paymentTerms(data.payments) : "";
}
