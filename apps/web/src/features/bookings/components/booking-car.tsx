/** A booking's car as a thumbnail and name, with whatever the caller adds below the name. */
import type { Booking } from "@gaadi/shared";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function BookingCar({
  car,
  imageClass = "h-14 w-20",
  children,
}: {
  car: Booking["car"];
  /** Size of the thumbnail (Tailwind classes). */
  imageClass?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={car.image}
        alt=""
        className={cn("shrink-0 rounded-lg bg-slate-100 object-cover", imageClass)}
      />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">
          {car.brand} {car.model}
        </p>
        {children}
      </div>
    </div>
  );
}
