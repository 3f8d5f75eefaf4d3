/**
 * Confirmation dialog of types danger, warning and info (owner document section 2,
 * Manage Cars). While `busy` the confirm button shows `busyLabel` and both buttons are disabled.
 */
import { AlertTriangle, Info, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type ConfirmType = "danger" | "warning" | "info";

const icons = {
  danger: <Trash2 className="size-6 text-red-600" aria-hidden />,
  warning: <AlertTriangle className="size-6 text-amber-500" aria-hidden />,
  info: <Info className="size-6 text-brand-700" aria-hidden />,
};

export function ConfirmDialog({
  open,
  onOpenChange,
  type = "info",
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  busy = false,
  busyLabel = "Processing...",
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  type?: ConfirmType;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm(): void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)} title={title}>
      <div className="flex gap-3">
        <div className="shrink-0">{icons[type]}</div>
        <div className="text-sm text-slate-700">{message}</div>
      </div>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant={type === "danger" ? "danger" : type === "warning" ? "warning" : "primary"}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
