/**
 * Photos picked for a handover (issue 30 item 6): one camera input per side the form asks for
 * (`capture="environment"`, image/*) and one for more photos, each picked photo listed with its
 * preview, its state while sending (waiting, sending, not sent) and a Remove button. Photos stay
 * here until the form is sent: a failed upload keeps them for Retry (upload-status.tsx).
 */
import { HANDOVER_MSG, type HandoverPhotoSide, LIMITS } from "@gaadi/shared";
import { Camera, X } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { useObjectUrl } from "@/lib/use-object-url";

/** A photo picked, with the side it shows. */
export interface PickedPhoto {
  id: string;
  side: HandoverPhotoSide;
  file: File;
}

/** Where the form's send stands: photos are 'sending' with the share sent, or 'failed'. */
export type SendState =
  | { kind: "idle" }
  | { kind: "sending"; progress: number }
  | { kind: "failed"; message: string };

let next = 0;
const pickedId = () => `photo-${++next}`;

export function PhotoPicker({
  sides,
  photos,
  onChange,
  state,
  errors = {},
  moreLabel = HANDOVER_MSG.morePhotosLabel,
}: {
  /** The sides with an input each (the four sides for the owner; none for the renter). */
  sides: readonly HandoverPhotoSide[];
  photos: PickedPhoto[];
  onChange(photos: PickedPhoto[]): void;
  state: SendState;
  /** A message per side (a missing photo). */
  errors?: Partial<Record<HandoverPhotoSide | "other", string>>;
  moreLabel?: string;
}) {
  const full = photos.length >= LIMITS.handoverPhotosMax;
  const busy = state.kind === "sending";
  const add = (side: HandoverPhotoSide, files: FileList | null) => {
    if (!files) return;
    const room = LIMITS.handoverPhotosMax - photos.length;
    const picked = [...files].slice(0, room).map((file) => ({ id: pickedId(), side, file }));
    onChange([...photos, ...picked]);
  };
  const remove = (id: string) => onChange(photos.filter((p) => p.id !== id));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{HANDOVER_MSG.photosHint}</p>
      <ul className="grid grid-cols-2 gap-3">
        {sides.map((side) => (
          <li key={side}>
            <SideInput
              label={HANDOVER_MSG.sideLabel[side]}
              error={errors[side]}
              disabled={busy || full}
              onFiles={(files) => add(side, files)}
            />
          </li>
        ))}
        <li className={cn(sides.length % 2 === 0 && "col-span-2")}>
          <SideInput
            label={moreLabel}
            error={errors.other}
            multiple
            disabled={busy || full}
            onFiles={(files) => add("other", files)}
          />
        </li>
      </ul>
      {photos.length > 0 && (
        <ul aria-label="Photos to send" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((p) => (
            <PickedItem
              key={p.id}
              photo={p}
              state={state}
              onRemove={busy ? undefined : () => remove(p.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SideInput({
  label,
  error,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  error?: string | undefined;
  multiple?: boolean;
  disabled: boolean;
  onFiles(files: FileList | null): void;
}) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={cn(
          "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300",
          error ? "border-red-400 text-red-800" : "border-slate-300 text-slate-800",
          disabled && "cursor-not-allowed opacity-60",
        )}
      >
        <Camera className="size-4 shrink-0" aria-hidden />
        {label}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
          onChange={(e) => {
            onFiles(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function PickedItem({
  photo,
  state,
  onRemove,
}: {
  photo: PickedPhoto;
  state: SendState;
  onRemove: (() => void) | undefined;
}) {
  const src = useObjectUrl(photo.file);
  const label = HANDOVER_MSG.sideLabel[photo.side];
  const status =
    state.kind === "sending"
      ? `Sending ${Math.round(state.progress * 100)} %`
      : state.kind === "failed"
        ? "Not sent"
        : "Ready";
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {src && (
        <img src={src} alt={`${label}: ${photo.file.name}`} className="h-24 w-full object-cover" />
      )}
      <div className="flex items-center justify-between gap-1 px-2 py-1 text-xs">
        <span className="font-medium text-slate-800">{label}</span>
        <span className={state.kind === "failed" ? "text-red-700" : "text-slate-600"}>
          {status}
        </span>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label} photo ${photo.file.name}`}
          className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

/** The progress bar while sending, or why it failed with Retry; nothing when idle. */
export function SendStatus({ state, onRetry }: { state: SendState; onRetry(): void }) {
  if (state.kind === "sending") {
    return (
      <div role="status" className="space-y-1">
        <progress
          value={state.progress}
          max={1}
          aria-label="Upload progress"
          className="h-2 w-full overflow-hidden rounded accent-brand-700"
        />
        <p className="text-sm text-slate-700">
          Uploading photos… {Math.round(state.progress * 100)} %
        </p>
      </div>
    );
  }
  if (state.kind === "failed") {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        <p>{state.message}</p>
        <p className="mt-1">{HANDOVER_MSG.uploadFailed}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex h-9 items-center rounded-lg bg-red-700 px-3 font-medium text-white hover:bg-red-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-300"
        >
          {HANDOVER_MSG.retry}
        </button>
      </div>
    );
  }
  return null;
}

/** The picked photos as multipart files, each in its side's field (photo_front ...). */
export function appendPhotos(form: FormData, photos: PickedPhoto[]): void {
  for (const p of photos) form.append(`photo_${p.side}`, p.file, p.file.name);
}
