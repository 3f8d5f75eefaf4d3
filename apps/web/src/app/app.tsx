/** The app: the query cache and `router` (main.tsx makes it from router.tsx's routes). */
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { queryClient } from "@/lib/query-client";

export function App({ router }: { router: React.ComponentProps<typeof RouterProvider>["router"] }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
