/**
 * Parts of the page frame that most visits never use, loaded on demand so they stay out of the
 * first-load JavaScript (docs/PERFORMANCE.md, "First-load JavaScript"):
 * - the auth dialog (login, register, password reset and their zod rules): its module loads the
 *   first time the login prompt opens, and it stays mounted afterwards so its state and closing
 *   animation behave as before;
 * - the notification bell (signed-in people only): until its module arrives a same-sized
 *   placeholder holds its place in the bar, so nothing shifts;
 * - the footer (visitors only), below the page: it arrives at the end of the document, so nothing
 *   above it moves;
 * - the messages' unread badge and live stream (issue 31, signed-in people only): a visitor's
 *   page loads no messages code.
 */
import { lazy, Suspense, useState } from "react";
import { useLoginPrompt } from "@/lib/session";

const AuthDialog = lazy(() =>
  import("@/features/auth/components/auth-dialog").then((m) => ({ default: m.AuthDialog })),
);
const Footer = lazy(() =>
  import("@/components/layout/footer").then((m) => ({ default: m.Footer })),
);
const NotificationBell = lazy(() =>
  import("@/features/notifications/components/notification-bell").then((m) => ({
    default: m.NotificationBell,
  })),
);

const MessagesBadge = lazy(() =>
  import("@/features/messages/components/messages-badge").then((m) => ({
    default: m.MessagesBadge,
  })),
);
const LiveMessages = lazy(() =>
  import("@/features/messages/live-sync").then((m) => ({ default: m.LiveMessages })),
);

/** The auth dialog, fetched when the login prompt first opens. */
export function AuthDialogOnDemand() {
  const { showLogin } = useLoginPrompt();
  const [wanted, setWanted] = useState(showLogin);
  if (showLogin && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

/** The notification bell, with a 2.5rem placeholder while its module loads. */
export function NotificationBellOnDemand() {
  return (
    <Suspense fallback={<span aria-hidden className="inline-flex size-10 shrink-0" />}>
      <NotificationBell />
    </Suspense>
  );
}

/** The visitors' footer, fetched with the first page. */
export function FooterOnDemand() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/** The unread total of the navigation's 'Messages' entry (issue 31); nothing while it loads. */
export function MessagesBadgeOnDemand() {
  return (
    <Suspense fallback={null}>
      <MessagesBadge />
    </Suspense>
  );
}

/** The live stream's events into the cache (issue 31), mounted once while signed in. */
export function LiveMessagesOnDemand() {
  return (
    <Suspense fallback={null}>
      <LiveMessages />
    </Suspense>
  );
}
