/**
 * A car photo that degrades to a neutral car illustration when the file is missing or fails
 * to load, so a broken upload never shows a broken-image icon.
 */
import { CarFront } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn";

export function CarImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  /** Above-the-fold images (the details page) load at once; cards load lazily. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)}
      >
        <CarFront className="size-12" aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
