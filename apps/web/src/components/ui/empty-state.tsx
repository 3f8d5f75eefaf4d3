/**
 * The one empty (or failed) list state: an icon, a title, a sentence and optional actions in a
 * dashed card. Used where a list has nothing to show (My Bookings, Manage Bookings, Manage
 * Cars, the listing's 'No vehicles found'). `tone="error"` is the failed-load variant: red,
 * announced as an alert.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  tone = "empty",
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Actions under the text (a link or button). */
  children?: ReactNode;
  tone?: "empty" | "error";
}) {
  const error = tone === "error";
  return (
    <div
      role={error ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center",
        error ? "border-red-200 bg-red-50" : "border-slate-300 bg-white",
      )}
    >
      <Icon className={cn("size-12", error ? "text-red-300" : "text-slate-300")} aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {text && <p className="max-w-md text-slate-600">{text}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
