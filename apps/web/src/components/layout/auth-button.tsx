import { LogIn, LogOut } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useLoginPrompt, useSession } from "@/lib/session";

/**
 * Login/Logout (customer document section 2): 'Loading...' and disabled while authentication
 * loads. Login opens the dialog and returns here afterwards; Logout ends the session.
 */
export function AuthButton({ className, onAction }: { className?: string; onAction?(): void }) {
  const { user, authLoading, logout } = useSession();
  const { openLogin } = useLoginPrompt();
  const { pathname, search } = useLocation();
  if (authLoading) {
    return (
      <Button variant="secondary" disabled className={className}>
        Loading...
      </Button>
    );
  }
  if (user) {
    return (
      <Button
        variant="secondary"
        className={className}
        onClick={() => {
          onAction?.();
          logout();
        }}
      >
        <LogOut className="size-4" aria-hidden />
        Logout
      </Button>
    );
  }
  return (
    <Button
      className={className}
      onClick={() => {
        onAction?.();
        openLogin("login", `${pathname}${search}`);
      }}
    >
      <LogIn className="size-4" aria-hidden />
      Login
    </Button>
  );
}
