import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

/** Progress of a three-step flow (registration and reset, owner document section 4). */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="mb-5 flex items-center gap-2" aria-label="Progress">
      {steps.map((label, i) => {
        const n = i + 1;
        const done = n < current;
        const active = n === current;
        return (
          <li
            key={label}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? "step" : undefined}
          >
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                done && "bg-brand-700 text-white",
                active && "bg-brand-50 text-brand-700 ring-2 ring-brand-700",
                !done && !active && "bg-slate-100 text-slate-500",
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden /> : n}
            </span>
            <span
              className={cn(
                "truncate text-xs font-medium",
                active ? "text-slate-900" : "text-slate-500",
              )}
            >
              <span className="sr-only">Step {n}: </span>
              {label}
            </span>
            {n < steps.length && <span aria-hidden className="h-px flex-1 bg-slate-200" />}
          </li>
        );
      })}
    </ol>
  );
}
