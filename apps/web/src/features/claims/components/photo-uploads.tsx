/**
 * Photos picked for a claim or an answer (issue 30 item 6): a camera-first file input
 * (`capture="environment"`), then, once the claim exists, each photo uploaded alone with its
 * progress; a photo that fails stays listed with its reason and Retry, never dropped silently.
 */
import { LIMITS } from "@gaadi/shared";
import { Camera, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { uploadClaimPhoto } from "@/features/claims/api/claims";
import { errorMessage } from "@/lib/api-client";

export interface PickedPhoto {
  key: string;
  file: File;
  state: "waiting" | "uploading" | "done" | "failed";
  progress: number;
  error?: string;
}

/** The picked photos of one form and how to upload them to booking `bookingId`'s claim. */
export function usePhotoUploads(bookingId: string) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const patch = (key: string, change: Partial<PickedPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const picked = [...files].map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      state: "waiting" as const,
      progress: 0,
    }));
    setPhotos((list) => [...list, ...picked].slice(0, LIMITS.claimPhotosMax));
  };
  const remove = (key: string) => setPhotos((list) => list.filter((p) => p.key !== key));

  async function upload(p: PickedPhoto): Promise<boolean> {
    patch(p.key, { state: "uploading", progress: 0, error: undefined });
    try {
      await uploadClaimPhoto(bookingId, p.file, (progress) => patch(p.key, { progress }));
      patch(p.key, { state: "done", progress: 100 });
      return true;
    } catch (err) {
      patch(p.key, { state: "failed", error: errorMessage(err, "Upload failed") });
      return false;
    }
  }

  /** Uploads every photo not yet uploaded, one at a time; true when all are up. */
  async function uploadAll(): Promise<boolean> {
    let ok = true;
    for (const p of photos) if (p.state !== "done") ok = (await upload(p)) && ok;
    return ok;
  }
  return { photos, add, remove, upload, uploadAll };
}

export function PhotoPicker({
  id,
  uploads,
  disabled,
}: {
  id: string;
  uploads: ReturnType<typeof usePhotoUploads>;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { photos } = uploads;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Photos (up to {LIMITS.claimPhotosMax})
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        multiple
        disabled={disabled || photos.length >= LIMITS.claimPhotosMax}
        onChange={(e) => {
          uploads.add(e.currentTarget.files);
          e.currentTarget.value = "";
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {photos.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label="Photos">
          {photos.map((p) => (
            <li
              key={p.key}
              className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-2 py-1.5 text-sm"
            >
              <Camera className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{p.file.name}</span>
              {p.state === "uploading" && (
                <progress
                  max={100}
                  value={p.progress}
                  aria-label={`Uploading ${p.file.name}`}
                  className="h-2 w-20"
                />
              )}
              {p.state === "done" && <span className="text-emerald-700">Uploaded</span>}
              {p.state === "waiting" && !disabled && (
                <Button variant="ghost" size="sm" onClick={() => uploads.remove(p.key)}>
                  Remove
                </Button>
              )}
              {p.state === "failed" && (
                <>
                  <span role="alert" className="basis-full text-red-700">
                    {p.error}
                  </span>
                  <Button variant="secondary" size="sm" onClick={() => void uploads.upload(p)}>
                    <RotateCcw className="size-4" aria-hidden />
                    Retry
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
