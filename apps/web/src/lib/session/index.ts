/**
 * The session layer of the web app (docs/ARCHITECTURE.md, "Code layout"): who is signed in
 * (useSession), the login prompt (useLoginPrompt), Become Owner (useBecomeOwner) and the
 * provider that holds them and handles the API client's 401s. Below features: components/
 * and every feature may use it.
 */
export { SessionAsServerRendered } from "./as-server-rendered";
export { useBecomeOwner } from "./change-role";
export { useLoginPrompt } from "./login-prompt";
export { SessionHintContext, useSession } from "./session-context";
export { SessionProvider } from "./session-provider";
export { hasSessionHint } from "./token-storage";
