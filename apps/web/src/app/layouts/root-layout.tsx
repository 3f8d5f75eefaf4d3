/**
 * The page frame (owner document section 2): navigation and footer outside /owner only, the
 * footer only for visitors, content padded below the fixed navigation bar, and a full-page
 * spinner in place of the content while authentication loads, on the pages whose content is
 * the signed-in person's (the routes the server leaves to the browser, router.tsx): a public
 * page stays on screen while a reloaded session loads (issue 25, defect 2). Hosts the auth
 * dialog (loaded when first wanted) and the toasts, and gives the navigation bar the
 * notification bell and the messages' unread badge when someone is signed in, whose live
 * stream of messages (issue 31) it keeps open.
 */
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { Navbar } from "@/components/layout/navbar";
import { PageSpinner } from "@/components/ui/spinner";
import { HydrateLater } from "@/lib/hydrate-later";
import { SessionProvider, useSession } from "@/lib/session";
import {
  AuthDialogOnDemand,
  FooterOnDemand,
  LiveMessagesOnDemand,
  MessagesBadgeOnDemand,
  NotificationBellOnDemand,
} from "./on-demand";
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
  const { authLoading, user, resuming } = useSession();
  const { pathname } = useLocation();
  const ownerArea = pathname === "/owner" || pathname.startsWith("/owner/");
  const personal = useMatches().some((m) => (m.handle as { clientOnly?: boolean })?.clientOnly);
  // The bar stays up while authentication loads: its Login button then reads 'Loading...'
  // (customer document section 2); only a personal page's content waits behind the spinner.
  return (
    <div className="flex min-h-screen flex-col">
      {/* The bar hydrates when a person is about to use it (a pointer over it, a press, focus,
          a click) or when the page renders again, not at load: its links and search form work
          before (lib/hydrate-later.tsx). */}
      {!ownerArea && (
        <HydrateLater usedAt="[data-navbar]">
          <Navbar
            bell={user ? <NotificationBellOnDemand /> : undefined}
            messagesBadge={user ? <MessagesBadgeOnDemand /> : undefined}
          />
        </HydrateLater>
      )}
      <main className={ownerArea ? "flex-1" : "flex-1 pt-16 print:pt-0"}>
        {authLoading && personal && !resuming ? <PageSpinner /> : <Outlet />}
      </main>
      {!ownerArea && !authLoading && !user && <FooterOnDemand />}
      {user && <LiveMessagesOnDemand />}
    </div>
  );
}
