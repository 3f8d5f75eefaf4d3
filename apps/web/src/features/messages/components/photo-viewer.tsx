/**
 * A message's photos (issue 31 item 5): thumbnails that open the photo full size in a dialog
 * (Radix: Escape or Close closes it, focus returns to the thumbnail). Photos are private, read
 * with the session (lib/use-private-photo).
 */
import { type MessagePhoto, CONVERSATION_SCREEN_MSG as TEXT } from "@gaadi/shared";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { usePrivatePhoto } from "@/lib/use-private-photo";

export function MessagePhotos({ photos, own }: { photos: MessagePhoto[]; own: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className={cn("grid gap-1.5", photos.length > 1 ? "grid-cols-2" : "grid-cols-1")}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className={cn(
                "block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2",
                own ? "focus-visible:outline-white" : "focus-visible:outline-brand-600",
              )}
            >
              <Thumbnail
                url={p.url}
                alt={TEXT.photoOf(i + 1, photos.length)}
                single={photos.length === 1}
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown != null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open === null ? TEXT.photo : TEXT.photoOf(open + 1, photos.length)}
        size="max-w-4xl"
      >
        {shown && <FullPhoto url={shown.url} alt={TEXT.photoOf((open ?? 0) + 1, photos.length)} />}
      </Dialog>
    </>
  );
}

function Thumbnail({ url, alt, single }: { url: string; alt: string; single: boolean }) {
  const { src, error } = usePrivatePhoto(url);
  const box = single ? "h-48 w-60 max-w-full" : "size-28";
  if (error)
    return (
      <span
        className={cn(
          "flex items-center justify-center bg-slate-200 p-2 text-xs text-slate-700",
          box,
        )}
      >
        {TEXT.photoMissing}
      </span>
    );
  if (!src)
    return (
      <span className={cn("flex items-center justify-center bg-slate-100", box)}>
        <Spinner />
      </span>
    );
  return <img src={src} alt={alt} className={cn("bg-slate-100 object-cover", box)} />;
}

function FullPhoto({ url, alt }: { url: string; alt: string }) {
  const { src, error } = usePrivatePhoto(url);
  if (error) return <p className="text-sm text-red-700">{TEXT.photoMissing}</p>;
  if (!src)
    return (
      <div className="flex h-64 items-center justify-center">
        <Spinner />
      </div>
    );
  return (
    <img src={src} alt={alt} className="mx-auto max-h-[75vh] w-auto rounded-lg object-contain" />
  );
}
