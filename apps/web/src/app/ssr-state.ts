/**
 * The state a server-rendered page carries for its hydration (decision 015): react-router's
 * hydration data and TanStack Query's dehydrated cache, as JSON in a non-executable
 * `<script type="application/json" id="ssr-state">` after #root (the CSP allows no inline
 * script). entry-server.tsx writes it, main.tsx reads it.
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** The id of the JSON script element. */
export const SSR_STATE_ID = "ssr-state";

export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
  /** True when the page was rendered for a browser holding a session (the hint cookie). */
  session: boolean;
}
