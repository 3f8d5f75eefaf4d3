import { ACCOUNT_MSG, loginBody } from "@gaadi/shared";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useLogin } from "@/features/auth/api/login";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * Login mode of the auth dialog (owner document sections 2, 5 and 8): e-mail and password,
 * both required by the form. Success stores the token and says the server's message, else
 * 'Login successful!'; failure shows the server's message, else 'Login failed. Please check
 * your credentials and try again.'. `email` is held by the dialog so Forgot Password can
 * prefill it.
 */
export function LoginForm({
  email,
  onEmailChange,
  onSignedIn,
  onForgotPassword,
}: {
  email: string;
  onEmailChange(email: string): void;
  onSignedIn(token: string): void;
  onForgotPassword(): void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ACCOUNT_MSG.loginFailed);
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: (res) => {
        toast.success(res.message || ACCOUNT_MSG.loginSuccess);
        onSignedIn(res.token);
      },
      onError: (err) => toast.error(errorMessage(err, ACCOUNT_MSG.loginFailed)),
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Email" htmlFor="login-email">
        <Input
          id="login-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          autoFocus
        />
      </Field>
      <Field label="Password" htmlFor="login-password" error={error}>
        <Input
          id="login-password"
          type="password"
          required
          autoComplete="current-password"
          placeholder="Your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Forgot Password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}
