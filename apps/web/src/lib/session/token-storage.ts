/**
 * The session token in local storage under `token` (customer document section 4). A stored
 * value is accepted only with three dot-separated parts; anything else is removed.
 */
const KEY = "token";

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

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lasts for this tab only.
  }
}
