/**
 * The page frame (owner document section 2): navigation and footer outside /owner only, the
 * footer only for visitors, content padded below the fixed navigation bar, and a full-page
 * spinner in place of the content while authentication loads. Hosts the auth dialog (loaded when
 * first wanted) and the toasts,
 * and gives the navigation bar the notification bell when someone is signed in.
 */
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Navbar } from "@/components/layout/navbar";
import { PageSpinner } from "@/components/ui/spinner";
import { SessionProvider, useSession } from "@/lib/session";
import { AuthDialogOnDemand, FooterOnDemand, NotificationBellOnDemand } from "./on-demand";
import { Toasts } from "./toasts";

export function RootLayout() {
  return (
    <SessionProvider>
      <Frame />
      <AuthDialogOnDemand />
      <Toasts />
      <ScrollRestoration />
    </SessionProvider>
  );
}

function Frame() {
  const { authLoading, user } = useSession();
  const { pathname } = useLocation();
  const ownerArea = pathname === "/owner" || pathname.startsWith("/owner/");
  // The bar stays up while authentication loads: its Login button then reads 'Loading...'
  // (customer document section 2); only the content waits behind the spinner.
  return (
    <div className="flex min-h-screen flex-col">
      {!ownerArea && <Navbar bell={user ? <NotificationBellOnDemand /> : undefined} />}
      <main className={ownerArea ? "flex-1" : "flex-1 pt-16"}>
        {authLoading ? <PageSpinner /> : <Outlet />}
      </main>
      {!ownerArea && !authLoading && !user && <FooterOnDemand />}
    </div>
  );
}
