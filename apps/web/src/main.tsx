/**
 * The browser entry. The app is written against React's API and runs on Preact's compat layer
 * (vite.config.ts's aliases, decision 019). A page the server rendered (its #root is followed
 * by the JSON state of app/ssr-state.ts, decision 015) is hydrated: the query cache takes the
 * server's data, the lazy modules of the matched routes load first and react-router starts
 * from the server's hydration data (and the session hint the server rendered with), so the
 * first render equals the server's HTML; the server has this module requested only after the
 * page's first paint (public/boot.js). Any other page (the signed-in ones, or a render the
 * server gave up) renders from scratch.
 */
// First: zod must be jitless before the shared schemas are built.
import "./lib/zod-config";
// Before the first render: effects after a click or a key run as on React.
import "./lib/preact-effect-timing";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/router";
import { SSR_STATE_ID, type SsrState } from "./app/ssr-state";
import { hydrateInChunks } from "./lib/hydrate-later";
import { queryClient } from "./lib/query-client";
import { SessionHintContext } from "./lib/session";
import "./index.css";

/** Resolves in a later task, so the main thread can answer input in between (issue 26). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(root: HTMLElement, json: string | null | undefined) {
  if (!json) {
    createRoot(root).render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  // The modules' evaluation ends its task here; reading the server's state and asking for the
  // page's route modules (which adds their modulepreload links) run in tasks of their own.
  await nextTask();
  const state = JSON.parse(json) as SsrState;
  // The dehydrated queries are all successes (entry-server.tsx renders nothing else):
  // TanStack's own `hydrate` would add 0.5 KB to the first load for what setQueryData does.
  for (const { queryKey, state: query } of state.queries.queries) {
    queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
  await nextTask();
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === "function")
        Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The router (its routes flattened and ranked, the history listened to) is made in a task of
  // its own, not in the hydration's.
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // The server's HTML has painted: the server loads this module after that frame (public/boot.js).
  // The hydration starts in a task of its own.
  await nextTask();
  // Preact hydrates in one pass, attaching to the server's elements without rebuilding them;
  // the parts marked <HydrateLater> are left out of it and hydrated one per task after it
  // (lib/hydrate-later.tsx, decision 019 "Hydrating less").
  hydrateInChunks(root, () =>
    hydrateRoot(
      root,
      <StrictMode>
        <SessionHintContext value={state.session}>
          <App router={router} />
        </SessionHintContext>
      </StrictMode>,
    ),
  );
}

void start(document.getElementById("root")!, document.getElementById(SSR_STATE_ID)?.textContent);
