import { LIMITS } from "@gaadi/shared";
import { Field, Input } from "@/components/ui/field";

/**
 * The 6-digit code field of sign-up and reset (owner document section 5: non-digits are
 * stripped as typed). Labelled 'Verification code'.
 */
export function CodeInput({
  id,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: React.ReactNode;
}) {
  return (
    <Field label="Verification code" htmlFor={id} error={error} hint={hint}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, LIMITS.otpLength))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="••••••"
        maxLength={LIMITS.otpLength}
        aria-invalid={!!error}
        className="text-center font-mono text-lg tracking-[0.5em]"
        autoFocus
      />
    </Field>
  );
}
