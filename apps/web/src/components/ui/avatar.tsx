/**
 * A person's picture on Radix Avatar: their image, or their initials on a coloured disc while
 * it loads, when it is '' and when it fails to load. Either way the element is named by the
 * person's name (the image's alt text, or role="img" with aria-label on the initials).
 * The size comes from `className` (default size-9 with text-sm initials).
 */
import { Avatar as A } from "radix-ui";
import { cn } from "@/lib/cn";

/** Disc colours (each pair passes WCAG AA contrast); a name always gets the same one. */
const TINTS = [
  "bg-brand-100 text-brand-800",
  "bg-rose-100 text-rose-800",
  "bg-amber-100 text-amber-900",
  "bg-emerald-100 text-emerald-800",
  "bg-sky-100 text-sky-900",
  "bg-violet-100 text-violet-800",
] as const;

/** Up to two capital letters: the first and last words' initials ('Asha Rao' -> 'AR'); '?' for none. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((p) => p?.[0] ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}

/** The disc colour classes of `name` (a stable pick from TINTS). */
export function tintOf(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length]!;
}

export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string;
  /** The picture's URL; '' for none. */
  image: string;
  className?: string;
}) {
  return (
    <A.Root
      className={cn(
        "inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full align-middle text-sm",
        className,
      )}
    >
      {image && <A.Image src={image} alt={name} className="size-full object-cover" />}
      <A.Fallback
        role="img"
        aria-label={name}
        className={cn("flex size-full items-center justify-center font-semibold", tintOf(name))}
      >
        {initialsOf(name)}
      </A.Fallback>
    </A.Root>
  );
}
