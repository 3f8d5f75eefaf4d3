/**
 * A car photo that degrades to a neutral car illustration when the file is missing or fails
 * to load, so a broken upload never shows a broken-image icon. `width` and `height` (px) give
 * the box's aspect ratio before the file arrives (no layout shift); `srcSet`/`sizes` let the
 * browser pick the rendition (card 640 px, full 1600 px, decision 005). A `priority` photo is
 * the page's largest paint: fetched at once with fetchpriority high and, in the server's HTML,
 * preloaded (a <link rel=preload> in the head, lib/document-head.tsx); the others load lazily.
 */
import { CarFront } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { usePreloadImage } from "@/lib/document-head";

export function CarImage({
  src,
  alt,
  className,
  srcSet,
  sizes,
  width,
  height,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** The page's largest paint (details hero, first cards): eager, high priority, preloaded. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  usePreloadImage(priority && src && !failed ? { href: src, srcSet, sizes } : null);
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
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding={priority ? "sync" : "async"}
      onError={() => setFailed(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
