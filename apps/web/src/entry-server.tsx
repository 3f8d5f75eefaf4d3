/**
 * The server render of the public pages (decision 015), built by `vite build --ssr` into
 * apps/web/dist-server/ and loaded at run time by the server (apps/server's web-app.ts), which
 * never imports this source. Per request: react-router's static handler matches the URL,
 * resolves the lazy page modules and runs the loaders, which fill a new query client through
 * `fetchApi` (the server's own API, with the same query keys and JSON the browser gets); the
 * page renders on Preact (decision 019) with every Suspense boundary and lazy module resolved
 * (preact-render-to-string's `renderToStringAsync`).
 *
 * The result is the page's head tags (its <title>, description and image preload, which the
 * components put in the render's DocumentHead, lib/document-head.tsx), the HTML of #root and the
 * JSON state for hydration (app/ssr-state.ts), `<` escaped so it cannot close its script
 * element. `render` resolves to null when the page is the browser's to render: a client-only
 * route (router.tsx), a redirect, or data that failed to load (the browser then loads it with
 * its own retries and messages). A loader that throws, or a page whose render throws, is
 * rendered as the app's own error page (router.tsx's error boundary, inside the header) with
 * status 500, never as a stack trace (issue 25, item 1).
 */
import { dehydrate, QueryClientProvider } from "@tanstack/react-query";
import type { VNode } from "preact";
import { renderToString, renderToStringAsync } from "preact-render-to-string";
import { type ReactElement, StrictMode } from "react";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { APP_ROUTE_ID, routes } from "./app/router";
import type { SsrState } from "./app/ssr-state";
import { setApiTransport, setClientTransport } from "./lib/api-client";
import { type DocumentHead, DocumentHeadContext } from "./lib/document-head";
import { createQueryClient } from "./lib/query-client";
import type { ServerRender } from "./lib/render-context";
import { hasSessionHint, SessionHintContext } from "./lib/session";

export { SSR_STATE_ID } from "./app/ssr-state";

export interface RenderRequest {
  /** The page's path and query, e.g. '/cars?category=SUV'. */
  url: string;
  /** Answers the page's API calls ('/api/...'), e.g. through Fastify's inject. */
  fetchApi: typeof fetch;
  /** Aborts the render (the server's time bound): its loaders at once, the page after it renders. */
  signal?: AbortSignal;
  /**
   * The request's Cookie header: with the session hint (lib/session/token-storage.ts) the page
   * is rendered with the session loading ('Loading...' for Login, no footer), not the visitor's.
   */
  cookie?: string | undefined;
}

export interface RenderResult {
  /** 200, 404 for the not-found page and a missing car, 500 for the error page. */
  status: number;
  /** <title>, <meta name="description"> and <link rel="preload"> tags for <head>. */
  head: string;
  /** The inner HTML of #root. */
  html: string;
  /** The hydration state as JSON, safe inside <script type="application/json">. */
  state: string;
}

/**
 * Each render's query client sends its queries' calls through the request's own transport
 * (setClientTransport, below); a call made any other way is a fetcher that does not pass its
 * query's client on, and fails the render (the browser then renders the page).
 */
setApiTransport(() => Promise.reject(new Error("API call outside a server render's query")));

const handler = createStaticHandler(routes);

/** Every lazy route's loader, children included. */
function lazyLoaders(list: RouteObject[]): (() => unknown)[] {
  return list.flatMap((route) => [
    ...(typeof route.lazy === "function" ? [route.lazy] : []),
    ...lazyLoaders(route.children ?? []),
  ]);
}
// The page modules load as the server starts, not during a visitor's first render (the static
// handler's own lazy calls then find them loaded).
for (const load of lazyLoaders(routes)) void Promise.resolve(load()).catch(() => {});

/** The app's elements are React's to TypeScript and Preact's at run time (vite.config.ts). */
const asPreact = (element: ReactElement) => element as unknown as VNode;

/** Renders the page at `url`, or null when the browser should (see the module's comment). */
export async function render({
  url,
  fetchApi,
  signal,
  cookie,
}: RenderRequest): Promise<RenderResult | null> {
  const location = new URL(url, "http://localhost");
  const matches = matchRoutes(routes, location.pathname) ?? [];
  if (matches.some((m) => (m.route.handle as { clientOnly?: boolean } | undefined)?.clientOnly)) {
    return null;
  }

  const queryClient = createQueryClient({ retry: false });
  setClientTransport(queryClient, fetchApi);
  const server: ServerRender = { queryClient, status: 200 };
  const context = await handler.query(new Request(location, { signal }), {
    requestContext: server,
  });
  if (context instanceof Response) return null;
  if (
    !context.errors &&
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status !== "success")
  )
    return null;

  const session = hasSessionHint(cookie);
  const page = async (ctx: StaticHandlerContext) => {
    const head: DocumentHead = new Map();
    const html = await renderToStringAsync(
      asPreact(
        <StrictMode>
          <DocumentHeadContext value={head}>
            <SessionHintContext value={session}>
              <QueryClientProvider client={queryClient}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, ctx)}
                  context={ctx}
                  hydrate={false}
                />
              </QueryClientProvider>
            </SessionHintContext>
          </DocumentHeadContext>
        </StrictMode>,
      ),
    );
    // The render cannot be interrupted: a render past the server's time bound ends here.
    signal?.throwIfAborted();
    const tags = [...head.values()].map((tag) => renderToString(asPreact(tag)));
    return { html, head: tags.join("") };
  };
  let rendered: Awaited<ReturnType<typeof page>>;
  if (context.errors) server.status = 500;
  try {
    rendered = await page(context);
  } catch (error) {
    // A server render has no error boundaries: the page is rendered again as its route
    // error, which the app route's boundary shows.
    if (signal?.aborted) throw error;
    server.status = 500;
    rendered = await page({ ...context, statusCode: 500, errors: { [APP_ROUTE_ID]: error } });
  }
  const { html, head } = rendered;

  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
    session,
  };
  return {
    status: server.status,
    head,
    html,
    state: JSON.stringify(state).replace(/</g, "\\u003c"),
  };
}
