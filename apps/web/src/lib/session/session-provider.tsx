/**
 * Holds the session (customer document section 4): the stored token, the Authorization
 * header, the user fetched for it and the owner flag, with the login prompt's state beside it
 * (login-prompt.tsx). It registers the API client's 401 handler: a 401 to a signed-in call
 * clears the dead session, says 'Session expired. Please login again.' (or the call's own
 * text) and opens the login prompt returning to the page the user is on; that page stays
 * (`resuming`), and logging in again refetches what failed (issue 25, defect 11). A user fetch
 * answered with success false clears the session quietly; one that fails otherwise clears it
 * with 'Session expired. Please login again.'. Another tab's logout or login is followed at
 * once (issue 25, defect 14).
 */
import { ACCOUNT_MSG, type SessionUser } from "@gaadi/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, onSessionRejected } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { getUser, userQueryKey } from "./get-user";
import { LoginPromptProvider, useLoginPrompt } from "./login-prompt";
import { type Session, SessionContext, SessionHintContext } from "./session-context";
import { currentToken, onOtherTabToken, storeToken, subscribeToken } from "./token-storage";

// The Authorization header is set before any query runs.
currentToken();

/** The session and the login prompt, for everything below the router's root layout. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <LoginPromptProvider>
      <SessionStateProvider>{children}</SessionStateProvider>
    </LoginPromptProvider>
  );
}

function SessionStateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openLogin } = useLoginPrompt();
  const { pathname } = useLocation();
  // While React hydrates server HTML: no token (null), or "" when the page was rendered for a
  // session (the hint cookie), which reads as the session loading, so neither the visitor's
  // Login button nor the footer flashes; the stored token right after (decision 015).
  const hinted = useContext(SessionHintContext);
  const token = useSyncExternalStore(subscribeToken, currentToken, () => (hinted ? "" : null));
  const [ownerOverride, setOwnerOverride] = useState(false);

  const userQuery = useQuery({
    queryKey: [...userQueryKey, token],
    queryFn: getUser,
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const clear = useCallback(() => {
    storeToken(null);
    setOwnerOverride(false);
    queryClient.removeQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  // The page where the server ended the session, kept on screen for the login prompt.
  const [endedAt, setEndedAt] = useState<string | null>(null);
  useEffect(
    () =>
      onSessionRejected((message) => {
        clear();
        setEndedAt(window.location.pathname);
        toast.error(message, { id: "session-ended" });
        openLogin("login", `${window.location.pathname}${window.location.search}`);
      }),
    [clear, openLogin],
  );

  useEffect(() => {
    if (!userQuery.isError || !token) return;
    clear();
    // success:false from the server clears quietly; a failed request says the session expired.
    const quiet = userQuery.error instanceof ApiError && userQuery.error.status === 200;
    if (!quiet) toast.error(ACCOUNT_MSG.sessionExpired, { id: "session-ended" });
  }, [userQuery.isError, userQuery.error, token, clear]);

  const user: SessionUser | null = token && userQuery.data?.success ? userQuery.data.user : null;
  const resuming = endedAt === pathname && !user;
  useEffect(() => {
    if (endedAt && !resuming) setEndedAt(null);
  }, [endedAt, resuming]);

  // A new session starts without data an ended one left in the cache (say its bookings, kept
  // when the API client ended it on a guarded page); the page on screen keeps its own queries
  // and asks again for those the ended session could not load.
  const signIn = useCallback(
    (next: string) => {
      storeToken(next);
      queryClient.removeQueries({ type: "inactive" });
      void queryClient.refetchQueries({ predicate: (q) => q.state.status === "error" });
    },
    [queryClient],
  );

  // Logout first leaves for home and clears the session only once home is on screen: cleared
  // on a guarded page, that page's guard would prompt for login (and its queries refetch).
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(() => {
    setLoggingOut(true);
    navigate("/");
  }, [navigate]);
  useEffect(() => {
    if (!loggingOut || pathname !== "/") return;
    setLoggingOut(false);
    clear();
    // Reset, not clear: home's own queries refetch; nobody else's data stays in memory.
    void queryClient.resetQueries();
    toast.success(ACCOUNT_MSG.loggedOut);
  }, [loggingOut, pathname, clear, queryClient]);

  const markOwner = useCallback(() => {
    setOwnerOverride(true);
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  const refreshUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
    [queryClient],
  );

  const renewToken = useCallback(
    (next: string) => {
      const current = queryClient.getQueryData([...userQueryKey, token]);
      if (current) queryClient.setQueryData([...userQueryKey, next], current);
      storeToken(next);
    },
    [queryClient, token],
  );

  const endSession = useCallback(
    (message: string) => {
      clear();
      navigate("/");
      void queryClient.resetQueries();
      toast.success(message);
    },
    [clear, navigate, queryClient],
  );

  // Another tab logged in or out: this one follows (a logout goes home first, as here).
  useEffect(
    () =>
      onOtherTabToken((next) => {
        if (next && next !== currentToken()) signIn(next);
        else if (!next && currentToken()) logout();
      }),
    [signIn, logout],
  );

  const value = useMemo<Session>(
    () => ({
      token,
      user,
      isOwner: ownerOverride || user?.role === "owner",
      authLoading: token === "" || (!!token && userQuery.isPending),
      resuming,
      signIn,
      logout,
      markOwner,
      refreshUser,
      renewToken,
      endSession,
    }),
    [
      token,
      user,
      ownerOverride,
      userQuery.isPending,
      resuming,
      signIn,
      logout,
      markOwner,
      refreshUser,
      renewToken,
      endSession,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
