import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Dialog } from "@/components/ui/dialog";
import { useLoginPrompt, useSession } from "@/lib/session";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { ResetPasswordDialog } from "./reset-password-dialog";

const copy = {
  login: { title: "Welcome back", description: "Log in to book cars and manage your trips." },
  register: {
    title: "Create your account",
    description: "Sign up with your email in three quick steps.",
  },
};

/**
 * The auth dialog (owner document section 2): login and register modes toggled by links, a
 * backdrop click closes it, and Forgot Password? opens the three-step reset overlay in its
 * place (the login dialog comes back, e-mail prefilled, when the overlay closes). After
 * signing in the user returns to the page they were on when prompted, path plus query, or
 * home if that was the login page (customer document section 2).
 */
export function AuthDialog() {
  const { showLogin, authMode, openLogin, closeLogin, previousLocation } = useLoginPrompt();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [resetOpen, setResetOpen] = useState(false);
  // The overlay belongs to this opening of the dialog; a later opening starts at login.
  if (!showLogin && resetOpen) setResetOpen(false);

  const onSignedIn = (token: string) => {
    signIn(token);
    closeLogin();
    setEmail("");
    const target = previousLocation?.split("?")[0] === "/login" ? "/" : previousLocation;
    if (target && target !== `${location.pathname}${location.search}`) navigate(target);
  };

  const onOpenChange = (open: boolean) => {
    if (open) return;
    closeLogin();
    setEmail("");
  };

  return (
    <>
      <Dialog
        open={showLogin && !resetOpen}
        onOpenChange={onOpenChange}
        title={copy[authMode].title}
        description={copy[authMode].description}
      >
        {authMode === "login" ? (
          <LoginForm
            email={email}
            onEmailChange={setEmail}
            onSignedIn={onSignedIn}
            onForgotPassword={() => setResetOpen(true)}
          />
        ) : (
          <RegisterForm onSignedIn={onSignedIn} />
        )}
        <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
          {authMode === "login" ? "New to Gaadi?" : "Already have an account?"}{" "}
          <button
            type="button"
            onClick={() => openLogin(authMode === "login" ? "register" : "login")}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {authMode === "login" ? "Create an account" : "Log in instead"}
          </button>
        </p>
      </Dialog>
      <ResetPasswordDialog
        open={showLogin && resetOpen}
        onOpenChange={setResetOpen}
        initialEmail={email}
        onReset={setEmail}
      />
    </>
  );
}
