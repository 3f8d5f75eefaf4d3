/**
 * Accessible modal dialog on Radix (focus trap, Escape, aria wiring). Clicking the backdrop
 * closes it (owner document section 2, Auth dialog).
 */
import { X } from "lucide-react";
import { Dialog as R } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class; default max-w-md. */
  size?: string;
  className?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size,
  className,
}: DialogProps) {
  return (
    <R.Root open={open} onOpenChange={onOpenChange}>
      <R.Portal>
        <R.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <R.Content
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl",
            size ?? "max-w-md",
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <R.Title className="text-lg font-semibold text-slate-900">{title}</R.Title>
              {description ? (
                <R.Description className="mt-1 text-sm text-slate-600">{description}</R.Description>
              ) : (
                <R.Description className="sr-only">{title}</R.Description>
              )}
            </div>
            <R.Close
              aria-label="Close"
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-5" aria-hidden />
            </R.Close>
          </div>
          {children}
        </R.Content>
      </R.Portal>
    </R.Root>
  );
}
