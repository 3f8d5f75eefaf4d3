/**
 * The session token in local storage under `token` (customer document section 4). A stored
 * value is accepted only with three dot-separated parts; anything else is removed. The token is
 * also a small store React subscribes to (useSyncExternalStore in session-provider.tsx): the
 * server render and the hydration of its HTML see no token, the next render the stored one
 * (decision 015). Storing it also sets the API client's Authorization header.
 *
 * Beside the token, a cookie `gaadi_session=1` says only that this browser holds a session (it
 * carries no secret): the server renders a public page for it with the header of a session
 * still loading ('Loading...' in place of Login, no footer) instead of the visitor's
 * (SESSION_HINT_COOKIE; decision 015, amendment of issue 25). Another tab's login or logout
 * reaches this one through the `storage` event (onOtherTabToken).
 */
import { setAuthToken } from "@/lib/api-client";

const KEY = "token";

/** The cookie that tells the server this browser holds a session (value 1, no secret). */
export const SESSION_HINT_COOKIE = "gaadi_session";

/** The token as last read or stored; undefined until first asked for. */
let current: string | null | undefined;
const listeners = new Set<() => void>();

/** The session's token (read from storage once, then kept here; the hint cookie follows it). */
export function currentToken(): string | null {
  if (current === undefined) {
    // The first read adopts what storage holds and writes only when the hint cookie disagrees
    // with it: writing on every page load costs a slow phone's main thread a few ms (issue 26).
    const stored = readStoredToken();
    if (!!stored === hasHintCookie()) {
      current = stored;
      setAuthToken(stored);
    } else storeToken(stored);
  }
  return current ?? null;
}

/** True when this document's cookies carry the session hint. */
function hasHintCookie(): boolean {
  try {
    return hasSessionHint(document.cookie);
  } catch {
    return false;
  }
}

/** Calls `listener` whenever the token changes; returns the function that stops it. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

/**
 * Stores `token` (null removes it) with the hint cookie, sets the Authorization header and
 * tells the subscribers.
 */
export function storeToken(token: string | null): void {
  current = token;
  setAuthToken(token);
  for (const listener of listeners) listener();
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
    // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is async and missing from older Safari; the hint must be set before the next page request
    document.cookie = `${SESSION_HINT_COOKIE}=${token ? "1;max-age=99999999" : ";max-age=0"};path=/`;
  } catch {
    // Private mode without storage (the session lasts for this tab only), or the server render.
  }
}

/** True when a Cookie header carries the session hint (the server render asks). */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return !!cookieHeader?.split(";").some((c) => c.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * Calls `listener` with the stored token (or null) when another tab of this browser stores or
 * removes it; returns the function that stops it.
 */
export function onOtherTabToken(listener: (token: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener(readStoredToken());
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
