import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({
  className,
  label = "Loading...",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-slate-500", className)}>
      <Loader2 aria-hidden className="size-5 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-page spinner with the text Loading... (owner document section 2, page frame). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-700" />
      <p>Loading...</p>
    </div>
  );
}
