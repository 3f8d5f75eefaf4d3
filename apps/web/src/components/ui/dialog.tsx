/**
 * Accessible modal dialog on Radix (focus trap, Escape, aria wiring). Clicking the backdrop
 * closes it (owner document section 2, Auth dialog).
 */
import { X } from "lucide-react";
import { Dialog as R } from "radix-ui";
import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from "react";
import { cn } from "@/lib/cn";

/** Where focus goes back to when a dialog closes. */
interface Opener {
  /** The element focused when the dialog opened (in another dialog if opened from one). */
  element: Element | null;
  /** The nearest opener outside every dialog: for a dialog that replaced the one it was opened from. */
  outside: Element | null;
}

/** Each open dialog's content element to its opener, for a dialog opened from inside it. */
const openers = new WeakMap<Element, RefObject<Opener>>();

function openerOf(active: Element | null): Opener {
  const host = active?.closest('[role="dialog"]');
  if (!host) return { element: active, outside: active };
  return { element: active, outside: openers.get(host)?.current.outside ?? null };
}

/** Focuses `el` if it is still on the page and can take focus; whether it did. */
function focusIfThere(el: Element | null): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false;
  el.focus();
  return document.activeElement === el;
}

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
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no element to give focus
  // back to: the dialog keeps the one that had focus when it opened (before its content takes
  // it) and gives focus back there when it closes; to the first dialog's opener when the one it
  // was opened from has gone (Forgot Password replacing Change Password), and not at all when
  // another dialog already holds focus (the login dialog coming back after Reset Password).
  const opener = useRef<Opener>({ element: null, outside: null });
  useLayoutEffect(() => {
    if (open) opener.current = openerOf(document.activeElement);
  }, [open]);
  const contentRef = useCallback((el: HTMLDivElement | null) => {
    if (el) openers.set(el, opener);
  }, []);
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (document.activeElement?.closest('[role="dialog"]')) return;
    if (!focusIfThere(opener.current.element)) focusIfThere(opener.current.outside);
  };

  return (
    <R.Root open={open} onOpenChange={onOpenChange}>
      <R.Portal>
        <R.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <R.Content
          ref={contentRef}
          onCloseAutoFocus={onCloseAutoFocus}
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
