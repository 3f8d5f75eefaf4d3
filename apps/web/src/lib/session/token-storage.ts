/**
 * The session token in local storage under `token` (customer document section 4). A stored
 * value is accepted only with three dot-separated parts; anything else is removed. The token is
 * also a small store React subscribes to (useSyncExternalStore in session-provider.tsx): the
 * server render and the hydration of its HTML see no token (the visitor's page), the next
 * render the stored one (decision 015).
 */
const KEY = "token";

/** The token as last read or stored; undefined until first asked for. */
let current: string | null | undefined;
const listeners = new Set<() => void>();

/** The session's token (read from storage once, then kept here). */
export function currentToken(): string | null {
  if (current === undefined) current = readStoredToken();
  return current;
}

/** Calls `listener` whenever the token changes; returns the function that stops it. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server renders and the browser hydrates: nobody signed in. */
export function visitorToken(): null {
  return null;
}

export function readStoredToken(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    if (!value) return null;
    if (value.split(".").length !== 3) {
      localStorage.removeItem(KEY);
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/** Stores `token` (null removes it) and tells the subscribers. */
export function storeToken(token: string | null): void {
  current = token;
  for (const listener of listeners) listener();
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lasts for this tab only.
  }
}
