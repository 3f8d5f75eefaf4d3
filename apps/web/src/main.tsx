/**
 * The browser entry. A page the server rendered (its #root is followed by the JSON state of
 * app/ssr-state.ts, decision 015) is hydrated: the query cache takes the server's data, the
 * lazy modules of the matched routes load first and react-router starts from the server's
 * hydration data (and the session hint the server rendered with), so the first render equals
 * the server's HTML; the server has this module
 * requested only after the page's first paint (public/boot.js). Any other page (the signed-in
 * ones, or a render the server gave up) renders from scratch.
 */
// First: zod must be jitless before the shared schemas are built.
import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/router";
import { SSR_STATE_ID, type SsrState } from "./app/ssr-state";
import { queryClient } from "./lib/query-client";
import { SessionHintContext } from "./lib/session";
import "./index.css";

// index.html's title and description serve readers that run no JavaScript (the server puts the
// page's own there); each page renders its own (React 19 document metadata,
// components/ui/page-meta.tsx), so these go first.
for (const el of document.head.querySelectorAll('title, meta[name="description"]')) el.remove();

async function start(root: HTMLElement, json: string | null | undefined) {
  if (!json) {
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  const state = JSON.parse(json) as SsrState;
  // The dehydrated queries are all successes (entry-server.tsx renders nothing else):
  // TanStack's own `hydrate` would add 0.5 KB to the first load for what setQueryData does.
  for (const { queryKey, state: query } of state.queries.queries) {
    queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === "function")
        Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The server's HTML has painted: the server loads this module after that frame (public/boot.js).
  // Hydrating in a transition renders the tree in slices of a few ms that yield to the browser
  // (input and painting go on between them) instead of in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SessionHintContext value={state.session}>
          <App router={createBrowserRouter(routes, { hydrationData: state.router })} />
        </SessionHintContext>
      </StrictMode>,
    );
  });
}

void start(document.getElementById("root")!, document.getElementById(SSR_STATE_ID)?.textContent);
