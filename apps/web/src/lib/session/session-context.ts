/**
 * The session (customer document sections 3 and 4): the token, the user fetched for it, the
 * owner flag and the actions that change them. The login prompt's state is apart, in
 * login-prompt.tsx; search dates live in the URL of /cars and /car-details.
 */
import type { SessionUser } from "@gaadi/shared";
import { createContext, useContext } from "react";

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isOwner: boolean;
  /**
   * True while a stored token's user is being fetched, and while React hydrates a page the
   * server rendered for a session (SessionHintContext).
   */
  authLoading: boolean;
  /**
   * True on the page where the server ended the session (a 401), until the person logs in
   * again or leaves: the page and its form stay while the login prompt is open (issue 25).
   */
  resuming: boolean;
  /** Stores the token from login or register and fetches the user. */
  signIn(token: string): void;
  /** Goes home, then clears the session and says 'Logged out successfully'. */
  logout(): void;
  /** Marks the signed-in user as owner after change-role succeeds. */
  markOwner(): void;
  /** Fetches the signed-in user again (a new photo shows everywhere once it resolves). */
  refreshUser(): Promise<void>;
  /**
   * Carries on the same session under `token`, issued when the server ended the old one (a
   * password change): stored and sent from now on, the user kept on screen without a refetch.
   */
  renewToken(token: string): void;
  /**
   * Ends a session the server has already ended (the account was deleted): clears it at once,
   * so no call goes out with the dead token, goes home and shows `message` as a success.
   */
  endSession(message: string): void;
}

export const SessionContext = createContext<Session | null>(null);

/**
 * True when the server rendered the page for a browser that holds a session (the hint cookie,
 * token-storage.ts): the render and the hydration then show the session as loading rather
 * than the visitor's header. main.tsx and entry-server.tsx provide it; false elsewhere.
 */
export const SessionHintContext = createContext(false);

/** The session; throws outside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
