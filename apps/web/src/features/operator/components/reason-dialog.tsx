/**
 * The reason an operator gives for a rejection, a suspension or a hidden car (issue 29): a
 * dialog with a required text the person concerned reads. Confirm is refused while empty.
 */
import { OPERATOR_MSG, OPERATOR_UI } from "@gaadi/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, inputClass } from "@/components/ui/field";

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(reason: string): void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setReason("");
          setError(null);
        }
        onOpenChange(o);
      }}
      type="warning"
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={OPERATOR_UI.cancel}
      busy={busy}
      onConfirm={() => {
        if (reason.trim() === "") return setError(OPERATOR_MSG.reasonRequired);
        onConfirm(reason.trim());
      }}
    >
      <Field label={OPERATOR_UI.reason} htmlFor={id} error={error} className="mt-4">
        <textarea
          id={id}
          className={inputClass.replace("h-10", "min-h-24 py-2")}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
      </Field>
    </ConfirmDialog>
  );
}
