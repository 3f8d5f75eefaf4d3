/**
 * Routes of both documents (customer section 2, owner section 2), defined once for the browser
 * router (main.tsx) and the server render (entry-server.tsx, decision 015). Pages load lazily;
 * a page module may export `prefetch`, the queries of its first render, which becomes the
 * route's loader (lib/render-context.ts). Page modules do not import render-context.ts
 * themselves: that would split TanStack's Mutation into a chunk of its own in the first load. The root layout holds the session, navigation, footer, auth dialog and toasts; until
 * the first page's module has loaded, the root shows a spinner (its HydrateFallback).
 *
 * Any loader or render error shows the app's own error page (routes/not-found.tsx, loaded
 * when first needed): inside the root layout, so the header stays, for every page (the route
 * APP_ROUTE_ID); in place of the whole frame when the layout itself fails (issue 25, item 1).
 *
 * Routes with `handle: { clientOnly: true }` (the signed-in pages, the profile, the old privacy
 * address) are never rendered by the server: it sends them the plain index.html.
 */
import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { prefetchCar } from "@/features/cars/api/get-car";
import { prefetchCarReviews } from "@/features/reviews/api/get-car-reviews";
import { queryLoader } from "@/lib/render-context";
import { RequireAuth } from "./layouts/require-auth";
import { RootLayout } from "./layouts/root-layout";

/** A page module: the page, and optionally the queries of its first render. */
interface PageModule {
  default: React.ComponentType;
  prefetch?: Parameters<typeof queryLoader>[0];
}

/** Adapts a page module for react-router's `lazy`: its `prefetch` becomes the loader. */
const page = (load: () => Promise<PageModule>) => async () => {
  const mod = await load();
  return mod.prefetch
    ? { Component: mod.default, loader: queryLoader(mod.prefetch) }
    : { Component: mod.default };
};

// In the not-found page's chunk, loaded when first needed (not in the first load).
const RouteErrorPage = lazy(() =>
  import("./routes/not-found").then((m) => ({ default: m.RouteErrorPage })),
);

/** The routes' error boundary: the app's error page, once its module is in. */
function RouteError() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorPage />
    </Suspense>
  );
}

/** The pathless route around every page, whose error boundary keeps the root layout. */
export const APP_ROUTE_ID = "app";

/** Marks a route the server leaves to the browser. */
const clientOnly = { clientOnly: true };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Shown while the first page's lazy module loads (data mode renders nothing otherwise).
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        id: APP_ROUTE_ID,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import("./routes/home")) },
          { path: "cars", lazy: page(() => import("./routes/cars")) },
          {
            path: "car-details/:id",
            // The car and its reviews load beside the page's module, not after it; on the
            // server, before the render (the reviews in the page's HTML), with status 404 for a
            // missing car.
            loader: queryLoader(async (client, { params }) => {
              const id = params.id ?? "";
              const [status] = await Promise.all([
                prefetchCar(client, id),
                prefetchCarReviews(client, id),
              ]);
              return status;
            }),
            lazy: page(() => import("./routes/car-details")),
          },
          { path: "about-us", lazy: page(() => import("./routes/about-us")) },
          { path: "help-center", lazy: page(() => import("./routes/help-center")) },
          { path: "terms-of-service", lazy: page(() => import("./routes/terms-of-service")) },
          {
            path: "privacy-policy",
            handle: clientOnly,
            element: <Navigate to="/data-protection" replace />,
          },
          { path: "data-protection", lazy: page(() => import("./routes/data-protection")) },
          { path: "insurance", lazy: page(() => import("./routes/insurance")) },
          // Not behind RequireAuth: a visitor sees 'Access Denied' there and logs in in place.
          { path: "profile", handle: clientOnly, lazy: page(() => import("./routes/profile")) },
          {
            element: <RequireAuth />,
            handle: clientOnly,
            children: [
              { path: "my-bookings", lazy: page(() => import("./routes/my-bookings")) },
              {
                path: "my-bookings/:id/receipt",
                lazy: page(() => import("./routes/receipt")),
              },
              { path: "list-your-car", lazy: page(() => import("./routes/list-your-car")) },
              // Issue 29: the operator console (the page refuses non-operators).
              { path: "operator", lazy: page(() => import("./routes/operator")) },
              // Issue 31: the conversation list beside (or before, on a phone) a conversation.
              {
                path: "messages",
                lazy: page(() => import("./routes/messages/layout")),
                children: [
                  { index: true, lazy: page(() => import("./routes/messages/index")) },
                  { path: ":id", lazy: page(() => import("./routes/messages/conversation")) },
                ],
              },
            ],
          },
          {
            path: "owner",
            handle: clientOnly,
            element: <RequireAuth owner />,
            children: [
              {
                lazy: page(() => import("./layouts/owner-layout")),
                children: [
                  { index: true, lazy: page(() => import("./routes/owner/dashboard")) },
                  { path: "add-car", lazy: page(() => import("./routes/owner/add-car")) },
                  { path: "manage-cars", lazy: page(() => import("./routes/owner/manage-cars")) },
                  {
                    path: "manage-cars/:id/calendar",
                    lazy: page(() => import("./routes/owner/car-calendar")),
                  },
                  {
                    path: "manage-bookings",
                    lazy: page(() => import("./routes/owner/manage-bookings")),
                  },
                  {
                    path: "manage-bookings/:id/statement",
                    lazy: page(() => import("./routes/owner/statement")),
                  },
                  { path: "payouts", lazy: page(() => import("./routes/owner/payouts")) },
                  {
                    path: "manage-reviews",
                    lazy: page(() => import("./routes/owner/manage-reviews")),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            loader: queryLoader(async () => 404),
            lazy: page(() => import("./routes/not-found")),
          },
        ],
      },
    ],
  },
];
