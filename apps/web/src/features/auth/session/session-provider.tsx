/**
 * Holds the session (customer document section 4): the stored token, the Authorization
 * header, the user fetched for it, the owner flag, the auth dialog and where to return after
 * login. A failed user fetch clears the session; if a token existed the user is told
 * 'Session expired. Please login again.'.
 */
import { MSG, type SessionUser } from "@gaadi/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate } from "react-router";
import { ApiError, setAuthToken } from "../../../lib/api-client";
import { getUser, userQueryKey } from "../api/get-user";
import { type AuthMode, type Session, SessionContext } from "./session-context";
import { readStoredToken, storeToken } from "./token-storage";

const initialToken = readStoredToken();
setAuthToken(initialToken);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(initialToken);
  const [showLogin, setShowLogin] = useState(false);
  const [authMode, setAuthMode] = useState<AuthMode>("login");
  const [previousLocation, setPreviousLocation] = useState<string | null>(null);
  const [dates, setDates] = useState({ pickupDate: "", returnDate: "" });
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
    setAuthToken(null);
    setToken(null);
    setOwnerOverride(false);
    queryClient.removeQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  useEffect(() => {
    if (!userQuery.isError || !token) return;
    clear();
    // success:false from the server clears quietly; a failed request says the session expired.
    const quiet = userQuery.error instanceof ApiError && userQuery.error.status === 200;
    if (!quiet) toast.error(MSG.sessionExpired);
  }, [userQuery.isError, userQuery.error, token, clear]);

  const user: SessionUser | null = token && userQuery.data?.success ? userQuery.data.user : null;

  const signIn = useCallback((next: string) => {
    storeToken(next);
    setAuthToken(next);
    setToken(next);
  }, []);

  // Logout first leaves for home and clears the session only once home is on screen: cleared
  // on a guarded page, that page's guard would prompt for login (and its queries refetch).
  const [loggingOut, setLoggingOut] = useState(false);
  const { pathname } = useLocation();
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
    toast.success(MSG.loggedOut);
  }, [loggingOut, pathname, clear, queryClient]);

  const openLogin = useCallback((mode: AuthMode = "login", returnTo?: string) => {
    setAuthMode(mode);
    if (returnTo !== undefined) setPreviousLocation(returnTo);
    setShowLogin(true);
  }, []);

  // The prompt is over either way; a later login (the navigation bar's) says where to return.
  const closeLogin = useCallback(() => {
    setShowLogin(false);
    setPreviousLocation(null);
  }, []);

  const value = useMemo<Session>(
    () => ({
      token,
      user,
      isOwner: ownerOverride || user?.role === "owner",
      authLoading: !!token && userQuery.isPending,
      signIn,
      logout,
      showLogin,
      authMode,
      openLogin,
      closeLogin,
      previousLocation,
      pickupDate: dates.pickupDate,
      returnDate: dates.returnDate,
      setSearchDates: (pickupDate, returnDate) => setDates({ pickupDate, returnDate }),
      markOwner: () => {
        setOwnerOverride(true);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      },
    }),
    [
      token,
      user,
      ownerOverride,
      userQuery.isPending,
      signIn,
      logout,
      showLogin,
      authMode,
      openLogin,
      closeLogin,
      previousLocation,
      dates,
      queryClient,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
