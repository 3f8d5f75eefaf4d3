import { CarFront } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** The Gaadi wordmark with its car mark, linking home (customer document section 2). */
export function Logo({ className, onClick }: { className?: string; onClick?(): void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label="Gaadi home"
      className={cn("flex items-center gap-2 rounded-lg", className)}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
        <CarFront className="size-5" aria-hidden />
      </span>
      <span className="text-xl font-bold tracking-tight text-brand-700">Gaadi</span>
    </Link>
  );
}
