/**
 * The session as the server rendered it, for a part hydrated after the page's main pass
 * (lib/hydrate-later.tsx, issue 26). Preact adopts the server's elements when it hydrates and
 * does not compare their attributes, so a part hydrated a few tasks late must first render
 * exactly what the server rendered: the visitor (no session hint) or the session loading (the
 * hint cookie). Were it to render the live session at once (loading, or signed in, by then),
 * its text would update but an attribute such as a button's `disabled` would stay the server's.
 * From the effect after that first render the live session is passed on, and the ordinary
 * update patches every attribute.
 */
import { type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { type Session, SessionContext, SessionHintContext } from "./session-context";

export function SessionAsServerRendered({ children }: { children: ReactNode }) {
  const live = useContext(SessionContext);
  const hinted = useContext(SessionHintContext);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = useMemo<Session | null>(
    () =>
      hydrated || !live
        ? live
        : {
            ...live,
            token: hinted ? "" : null,
            user: null,
            isOwner: false,
            authLoading: hinted,
            resuming: false,
          },
    [hydrated, live, hinted],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
