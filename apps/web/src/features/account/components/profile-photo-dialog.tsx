/**
 * The profile photo manager (customer document sections 2, 5 and 8): tab Choose Avatar (the 12
 * presets the server offers) and tab Upload Custom (an image file, its size shown in MB or,
 * under 0.1 MB, KB, checked by its bytes with lib/image-file.ts before any preview; that
 * refusal, and the server's refusal of the photo, show at the file field: issue 25 defect
 * 13). Save with nothing chosen says 'Please
 * select an avatar or upload a custom image'. Success shows the server's message ('Profile
 * photo updated successfully' / 'Profile photo uploaded successfully' / 'Profile photo removed
 * successfully'), refreshes the session user (the navigation bar's picture changes) and
 * closes; failure shows the server's message, else 'Failed to update profile photo' (or
 * 'Failed to remove profile photo').
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { Check, ImagePlus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useAvatars } from "@/features/account/api/get-avatars";
import { useUpdateProfileImage } from "@/features/account/api/update-profile-image";
import { useUploadProfileImage } from "@/features/account/api/upload-profile-image";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatFileSize, photoRefusal, usePhotoInput } from "@/lib/image-file";
import { toast } from "@/lib/toast";
import { useObjectUrl } from "@/lib/use-object-url";

type Tab = "avatar" | "upload";

export function ProfilePhotoDialog({
  open,
  onOpenChange,
  currentImage,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The user's photo URL today, '' for none (Remove Photo shows only with one). */
  currentImage: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Profile Photo"
      description="Choose one of our avatars or upload a photo of your own."
      size="max-w-lg"
    >
      <PhotoManager currentImage={currentImage} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function PhotoManager({ currentImage, onDone }: { currentImage: string; onDone(): void }) {
  const [tab, setTab] = useState<Tab>("avatar");
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // Said inside the dialog too: a modal hides the toasts from assistive technology.
  const [problem, setProblem] = useState<string | null>(null);
  // Why the chosen file was refused, by the check or by the server: shown at the file field.
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const update = useUpdateProfileImage();
  const upload = useUploadProfileImage();
  const busy = update.isPending || upload.isPending;

  const succeed = (message: string) => {
    toast.success(message);
    onDone();
  };
  const fail = (fallback: string) => (err: unknown) => {
    const message = errorMessage(err, fallback);
    const refusal = photoRefusal(err);
    if (refusal) {
      setFile(null);
      setFileProblem(refusal);
    } else setProblem(message);
    toastApiError(err, message);
  };

  const save = () => {
    setProblem(null);
    if (tab === "avatar" && avatarUrl) {
      update.mutate(
        { imageType: "avatar", imageUrl: avatarUrl },
        { onSuccess: (res) => succeed(res.message), onError: fail(ACCOUNT_MSG.photoUpdateFailed) },
      );
    } else if (tab === "upload" && file) {
      upload.mutate(file, {
        onSuccess: (res) => succeed(res.message),
        onError: fail(ACCOUNT_MSG.photoUpdateFailed),
      });
    } else {
      setProblem(ACCOUNT_MSG.photoRequired);
      toast.error(ACCOUNT_MSG.photoRequired);
    }
  };

  const removePhoto = () =>
    update.mutate(
      { imageType: "default", imageUrl: "" },
      { onSuccess: (res) => succeed(res.message), onError: fail(ACCOUNT_MSG.photoRemoveFailed) },
    );

  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <Tabs.List aria-label="Photo source" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {(
          [
            ["avatar", "Choose Avatar"],
            ["upload", "Upload Custom"],
          ] as const
        ).map(([value, label]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="avatar" className="mt-4">
        <AvatarGrid
          selected={avatarUrl}
          onSelect={(url) => {
            setAvatarUrl(url);
            setProblem(null);
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="upload" className="mt-4">
        <UploadPicker
          file={file}
          problem={fileProblem}
          onFile={(f, refused) => {
            setFile(f);
            setFileProblem(refused);
            setProblem(null);
          }}
        />
      </Tabs.Content>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {currentImage ? (
          <Button variant="ghost" onClick={removePhoto} disabled={busy}>
            Remove Photo
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={save} disabled={busy}>
          {busy ? "Saving..." : "Save Photo"}
        </Button>
      </div>
    </Tabs.Root>
  );
}

/** The 12 presets as toggle buttons; the chosen one is marked and pressed. */
function AvatarGrid({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect(url: string): void;
}) {
  const avatars = useAvatars();
  if (avatars.isPending) return <Spinner label="Loading avatars" />;
  if (avatars.isError) {
    return (
      <p className="text-sm text-red-600">
        {errorMessage(avatars.error, ACCOUNT_MSG.photoUpdateFailed)}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-4 gap-3" aria-label="Avatars">
      {avatars.data.avatars.map((a) => {
        const chosen = a.url === selected;
        return (
          <li key={a.id}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={`Avatar ${a.name}`}
              onClick={() => onSelect(a.url)}
              className={cn(
                "relative block w-full overflow-hidden rounded-full ring-2 ring-offset-2 transition",
                chosen ? "ring-brand-600" : "ring-transparent hover:ring-slate-300",
              )}
            >
              <img src={a.url} alt="" className="aspect-square w-full" loading="lazy" />
              {chosen && (
                <span className="absolute right-0 bottom-0 rounded-full bg-brand-700 p-0.5 text-white">
                  <Check className="size-3.5" aria-hidden />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A file input with the chosen file's preview, name and size, or why it was refused. */
function UploadPicker({
  file,
  problem,
  onFile,
}: {
  file: File | null;
  problem: string | null;
  /** The file now chosen (null when refused) and why it was refused. */
  onFile(file: File | null, refused: string | null): void;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const photoInput = usePhotoInput(`${id}-error`, problem, onFile);

  return (
    <div className="flex flex-col items-center gap-3">
      <label
        htmlFor={id}
        className="flex size-36 cursor-pointer items-center justify-center overflow-hidden rounded-full border-2 border-dashed border-slate-300 bg-slate-50 hover:border-brand-400 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200"
      >
        {preview ? (
          <img src={preview} alt="Preview of your upload" className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-1 text-center text-xs text-slate-500">
            <ImagePlus className="size-7 text-slate-400" aria-hidden />
            Choose a photo
          </span>
        )}
        <input id={id} {...photoInput} className="sr-only" />
      </label>
      {file ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium break-all">{file.name}</span>{" "}
          <span className="text-slate-500">({formatFileSize(file.size)})</span>
        </p>
      ) : (
        <p className="text-xs text-slate-500">JPEG, PNG or WebP, up to 5 MB</p>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
