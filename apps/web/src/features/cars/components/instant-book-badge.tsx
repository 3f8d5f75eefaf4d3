/**
 * The 'Instant book' badge (issue 15, item 3): on the car card and the car details page of a
 * car whose requests are confirmed at once.
 */
import { TRIP_RULE_MSG } from "@gaadi/shared";
import { Zap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

export function InstantBookBadge({ className }: { className?: string }) {
  return (
    <Badge tone="purple" className={cn("bg-violet-50/95 shadow-sm", className)}>
      <Zap className="size-3.5" aria-hidden />
      {TRIP_RULE_MSG.instantBookBadge}
    </Badge>
  );
}
