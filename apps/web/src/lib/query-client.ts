import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Server data lives only here (STYLE 6). 4xx answers are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
