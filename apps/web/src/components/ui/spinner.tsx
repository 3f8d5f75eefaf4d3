import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

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

/**
 * Full-page spinner with the text Loading... (owner document section 2, page frame). It fills
 * the screen below the 4rem navigation bar, so the footer waits below the fold instead of
 * showing and then being pushed down by the page (that shift was CLS 0.42 on car details).
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center gap-3 text-slate-600">
      <Loader2 aria-hidden className="size-8 animate-spin text-brand-700" />
      <p>Loading...</p>
    </div>
  );
}
