/**
 * Query keys of the cars feature. Everything public sits under ['cars'] and the owner's own
 * list under ['owner','cars'], so a car mutation refreshes both with two invalidations.
 */
import type { QueryClient } from "@tanstack/react-query";

export const carKeys = {
  all: ["cars"] as const,
  list: (params: Record<string, string | number | undefined>) => ["cars", "list", params] as const,
  facets: ["cars", "facets"] as const,
  detail: (id: string) => ["cars", "detail", id] as const,
  owner: ["owner", "cars"] as const,
};

/** Reloads every public car list, detail and facet set, and the owner's cars list. */
export function refreshAfterCarChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: carKeys.all }),
    queryClient.invalidateQueries({ queryKey: carKeys.owner }),
  ]);
}
