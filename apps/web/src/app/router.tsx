/**
 * Routes of both documents (customer section 2, owner section 2). Pages load lazily; the
 * root layout holds the session, navigation, footer, auth dialog and toasts; until the first
 * page's module has loaded, the root shows a spinner (its HydrateFallback).
 */
import { createBrowserRouter, Navigate } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { prefetchCar } from "../features/cars/api/get-car";
import { RequireAuth } from "./layouts/require-auth";
import { RootLayout } from "./layouts/root-layout";

/** Adapts a route module's default export for react-router's `lazy`. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Shown while the first page's lazy module loads (data mode renders nothing otherwise).
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: page(() => import("./routes/home")) },
      { path: "cars", lazy: page(() => import("./routes/cars")) },
      {
        path: "car-details/:id",
        // The car loads beside the page's module, not after it (get-car.ts prefetchCar).
        loader: ({ params }) => {
          prefetchCar(params.id ?? "");
          return null;
        },
        lazy: page(() => import("./routes/car-details")),
      },
      { path: "about-us", lazy: page(() => import("./routes/about-us")) },
      { path: "help-center", lazy: page(() => import("./routes/help-center")) },
      { path: "terms-of-service", lazy: page(() => import("./routes/terms-of-service")) },
      { path: "privacy-policy", element: <Navigate to="/data-protection" replace /> },
      { path: "data-protection", lazy: page(() => import("./routes/data-protection")) },
      { path: "insurance", lazy: page(() => import("./routes/insurance")) },
      // Not behind RequireAuth: a visitor sees 'Access Denied' there and logs in in place.
      { path: "profile", lazy: page(() => import("./routes/profile")) },
      {
        element: <RequireAuth />,
        children: [
          { path: "my-bookings", lazy: page(() => import("./routes/my-bookings")) },
          { path: "list-your-car", lazy: page(() => import("./routes/list-your-car")) },
        ],
      },
      {
        path: "owner",
        element: <RequireAuth owner />,
        children: [
          {
            lazy: page(() => import("./layouts/owner-layout")),
            children: [
              { index: true, lazy: page(() => import("./routes/owner/dashboard")) },
              { path: "add-car", lazy: page(() => import("./routes/owner/add-car")) },
              { path: "manage-cars", lazy: page(() => import("./routes/owner/manage-cars")) },
              {
                path: "manage-bookings",
                lazy: page(() => import("./routes/owner/manage-bookings")),
              },
              { path: "manage-reviews", lazy: page(() => import("./routes/owner/manage-reviews")) },
            ],
          },
        ],
      },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
]);
