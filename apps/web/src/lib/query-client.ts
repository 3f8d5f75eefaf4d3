import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/**
 * Whether a failed query is tried again: once, and only when the failure may pass by itself
 * (the request never reached the server, or the server failed with a 5xx). A 4xx or a
 * `success: false` answer is the server's last word and shows at once. `failureCount` counts
 * the failures so far, from 0 (TanStack Query's retry contract).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && (error.network || error.status >= 500);
}

/**
 * A query client with the app's defaults. The browser has one (`queryClient`); the server
 * render makes one per request (entry-server.tsx), with `retry: false`: a failed call there
 * falls back to rendering in the browser instead of waiting.
 */
export function createQueryClient(opts: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: opts.retry ?? shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

/** Server data lives only here (STYLE 6). */
export const queryClient = createQueryClient();
