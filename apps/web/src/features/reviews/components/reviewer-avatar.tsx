/**
 * The reviewer's picture, or the default picture when the account has none or the image fails
 * to load (customer document section 2, owner document section 2 "Manage Reviews"). The
 * name is always printed beside it, so the picture itself is decorative.
 */
import { UserRound } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

export function ReviewerAvatar({ image, className }: { image: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn("size-10 shrink-0 rounded-full", className);
  if (image && !failed) {
    return (
      <img
        src={image}
        alt=""
        className={cn(box, "bg-slate-100 object-cover")}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      data-testid="default-avatar"
      className={cn(box, "flex items-center justify-center bg-slate-200 text-slate-500")}
    >
      <UserRound aria-hidden className="size-3/5" />
    </span>
  );
}
