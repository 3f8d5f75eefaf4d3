/**
 * The route guard (owner document section 2). It waits while authentication loads; with no
 * token or no user it says 'Please login to access this page', opens the login dialog and
 * remembers the page so login brings the visitor back; a non-owner on an owner route is told
 * 'Owner access required for this page' and sent home.
 */
import { MSG } from "@gaadi/shared";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session/session-context";

export function RequireAuth({ owner = false }: { owner?: boolean }) {
  const { token, user, isOwner, authLoading, openLogin } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const signedIn = !!token && !!user;
  const refused = !authLoading && (!signedIn || (owner && !isOwner));

  useEffect(() => {
    if (authLoading) return;
    if (!signedIn) {
      toast.error(MSG.loginRequired, { id: "route-guard" });
      openLogin("login", here);
    } else if (owner && !isOwner) {
      toast.error(MSG.ownerRequired, { id: "route-guard" });
    }
  }, [authLoading, signedIn, owner, isOwner, openLogin, here]);

  if (authLoading) return <PageSpinner />;
  if (refused) return <Navigate to="/" replace />;
  return <Outlet />;
}
