/**
 * The login prompt's state (owner document section 2; customer document section 2): whether
 * the auth dialog shows, in which mode, and where to return after signing in (path plus
 * query). Kept apart from the session: opening a dialog is not a change of who is signed in.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

export type AuthMode = "login" | "register";

export interface LoginPrompt {
  showLogin: boolean;
  authMode: AuthMode;
  /** Where to go after the login prompt (path plus query), if anywhere. */
  previousLocation: string | null;
  /** Opens the dialog in `mode`; `returnTo` (path plus query) is where signing in leads. */
  openLogin(mode?: AuthMode, returnTo?: string): void;
  /** Closes the dialog and forgets the return path. */
  closeLogin(): void;
}

const LoginPromptContext = createContext<LoginPrompt | null>(null);

/** The login prompt; throws outside LoginPromptProvider. */
export function useLoginPrompt(): LoginPrompt {
  const prompt = useContext(LoginPromptContext);
  if (!prompt) throw new Error("useLoginPrompt outside LoginPromptProvider");
  return prompt;
}

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [showLogin, setShowLogin] = useState(false);
  const [authMode, setAuthMode] = useState<AuthMode>("login");
  const [previousLocation, setPreviousLocation] = useState<string | null>(null);

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

  const value = useMemo<LoginPrompt>(
    () => ({ showLogin, authMode, previousLocation, openLogin, closeLogin }),
    [showLogin, authMode, previousLocation, openLogin, closeLogin],
  );
  return <LoginPromptContext.Provider value={value}>{children}</LoginPromptContext.Provider>;
}
