/**
 * Route data for the server render (decision 015). A public route's loader names the queries its
 * first render needs; on the server (react-router's static handler, whose `requestContext` is a
 * ServerRender) the loader waits for them in the request's own query client, so the HTML shows
 * the data and the browser hydrates the same cache; in the browser it only starts them in the
 * app's query client, without holding up the navigation (the page's useQuery picks them up).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "./query-client";

/** The per-request state of a server render: its query client and the answer's status. */
export interface ServerRender {
  queryClient: QueryClient;
  /** HTTP status of the page: 200, or 404 when a loader found nothing to show. */
  status: number;
}

function serverRender(context: unknown): ServerRender | undefined {
  return typeof context === "object" && context !== null && "queryClient" in context
    ? (context as ServerRender)
    : undefined;
}

/**
 * A route loader from `fill`, which starts the route's queries in `client` and resolves when
 * they are in (to the page's status when that is a number, 404 for a missing thing). Loaders
 * always return null: the data lives in the query cache, never in react-router's loader data.
 */
export function queryLoader(
  fill: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>,
) {
  return (args: LoaderFunctionArgs): Promise<null> | null => {
    const server = serverRender(args.context);
    if (!server) {
      void fill(queryClient, args);
      return null;
    }
    return fill(server.queryClient, args).then((status) => {
      if (typeof status === "number") server.status = status;
      return null;
    });
  };
}
