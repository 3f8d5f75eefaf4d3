import type { SessionUser } from "@gaadi/shared";
import { createContext, useContext } from "react";

export type AuthMode = "login" | "register";

/** Session state of customer document section 3. */
export interface Session {
  token: string | null;
  user: SessionUser | null;
  isOwner: boolean;
  /** True while a stored token's user is being fetched. */
  authLoading: boolean;
  /** Stores the token from login or register and fetches the user. */
  signIn(token: string): void;
  /** Clears the session, goes home and says 'Logged out successfully'. */
  logout(): void;
  /** The auth dialog (owner document section 2). */
  showLogin: boolean;
  authMode: AuthMode;
  openLogin(mode?: AuthMode, returnTo?: string): void;
  closeLogin(): void;
  /** Where to go after the login prompt (path plus query), if anywhere. */
  previousLocation: string | null;
  /** Search state shared by the home form and the booking form. */
  pickupDate: string;
  returnDate: string;
  setSearchDates(pickupDate: string, returnDate: string): void;
  /** Marks the signed-in user as owner after change-role succeeds. */
  markOwner(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
