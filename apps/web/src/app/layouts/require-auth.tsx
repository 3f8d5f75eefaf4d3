/**
 * The route guard (owner document section 2). It waits while authentication loads; with no
 * token or no user it says 'Please login to access this page', opens the login dialog and
 * remembers the page so login brings the visitor back (unless the login prompt is already
 * open: the API client opened it for an ended session and said so); a non-owner on an owner
 * route is told 'Owner access required for this page' and sent home, except on
 * /owner/add-car, where they are offered Become Owner on the way (BecomeOwnerOffer).
 * When the server ends the session on the page (a 401, the session's `resuming`), the page
 * stays, its form and all, while the login prompt is open and while the new login loads, so
 * the person carries on where they were; a dismissed prompt goes home (issue 25, defect 11).
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { useLoginPrompt, useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

// Offered to few visitors: loaded on demand, out of the first-load JavaScript.
const BecomeOwnerOffer = lazy(() =>
  import("./become-owner-offer").then((m) => ({ default: m.BecomeOwnerOffer })),
);

/** The owner route a non-owner may reach by becoming an owner on the way. */
const OFFER_PATH = "/owner/add-car";

export function RequireAuth({ owner = false }: { owner?: boolean }) {
  const { token, user, isOwner, authLoading, resuming } = useSession();
  const { showLogin, openLogin } = useLoginPrompt();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signedIn = !!token && !!user;
  const offer =
    owner && signedIn && !isOwner && location.pathname.replace(/\/$/, "") === OFFER_PATH;
  const refused = !authLoading && (!signedIn || (owner && !isOwner));

  useEffect(() => {
    if (authLoading || resuming) return;
    if (!signedIn) {
      if (showLogin) return;
      toast.error(ACCOUNT_MSG.loginRequired, { id: "route-guard" });
      openLogin("login", here);
    } else if (owner && !isOwner && !offer) {
      toast.error(ACCOUNT_MSG.ownerRequired, { id: "route-guard" });
    }
  }, [authLoading, resuming, signedIn, owner, isOwner, offer, showLogin, openLogin, here]);

  if (resuming) return showLogin || token ? <Outlet /> : <Navigate to="/" replace />;
  if (authLoading) return <PageSpinner />;
  if (offer)
    return (
      <Suspense fallback={<PageSpinner />}>
        <BecomeOwnerOffer />
      </Suspense>
    );
  if (refused) return <Navigate to="/" replace />;
  return <Outlet />;
}
