/**
 * The reason dialog behind both cancellations: the renter's (customer document sections 5
 * and 9) and the owner's decline (owner document sections 2 and 5). A radio list of reasons;
 * 'Other' shows a required free-text field; with `withDetails`, any other reason shows an
 * optional details field appended after a dash ('Schedule conflict - details'). The reason
 * sent is 1 to 200 characters ('Please provide a cancellation reason' otherwise); a counter
 * shows what is left. `children`, if any, show above the reasons (the renter's refund
 * preview, issue 27).
 */
import {
  BOOKING_MSG,
  cancellationReasonField,
  composeCancellationReason,
  LIMITS,
} from "@gaadi/shared";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { cn } from "@/lib/cn";

export interface CancelReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  reasons: readonly string[];
  /** Offer optional details for the listed reasons (the owner's dialog). */
  withDetails?: boolean;
  keepLabel?: string;
  confirmLabel?: string;
  busy: boolean;
  /** Called with the composed reason, already checked. */
  onConfirm(reason: string): void;
  /** Shown above the reasons (the renter's refund preview). */
  children?: ReactNode;
}

export function CancelReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasons,
  withDetails = false,
  keepLabel = "Keep Booking",
  confirmLabel = "Cancel Booking",
  busy,
  onConfirm,
  children,
}: CancelReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setReason("");
    setDetails("");
    setError(null);
  }, [open]);

  const other = reason === "Other";
  const showText = other || (withDetails && reason !== "");
  // The listed reason and ' - ' take part of the 200 characters.
  const maxText = other
    ? LIMITS.cancellationReasonMax
    : LIMITS.cancellationReasonMax - reason.length - 3;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = cancellationReasonField.safeParse(
      reason ? composeCancellationReason(reason, details) : "",
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BOOKING_MSG.reasonRequired);
      return;
    }
    onConfirm(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={title}
      description={description}
    >
      {children}
      <form onSubmit={submit} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            Reason for cancellation
          </legend>
          <div className="space-y-1.5">
            {reasons.map((r) => (
              <label
                key={r}
                className={cn(
                  "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-300",
                  reason === r
                    ? "border-brand-600 bg-brand-50 text-brand-900"
                    : "border-slate-200 text-slate-700 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setDetails("");
                    setError(null);
                  }}
                  className="size-4 accent-brand-700"
                />
                {r}
              </label>
            ))}
          </div>
        </fieldset>

        {showText && (
          <div className="mt-4 flex flex-col gap-1.5">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-700">
              {other ? "Please specify the reason" : "Additional details (optional)"}
            </label>
            <textarea
              id={`${id}-text`}
              value={details}
              required={other}
              aria-required={other}
              maxLength={maxText}
              rows={3}
              aria-describedby={`${id}-count`}
              onChange={(e) => {
                setDetails(e.target.value);
                setError(null);
              }}
              className={cn(inputClass, "h-auto resize-none py-2")}
            />
            <p id={`${id}-count`} className="text-right text-xs text-slate-500">
              {details.length}/{maxText} characters
            </p>
          </div>
        )}

        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? "Cancelling..." : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
