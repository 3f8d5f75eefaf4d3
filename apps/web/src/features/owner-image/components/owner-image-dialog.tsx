/**
 * Change profile photo (owner document sections 2, 7 and 8): the current photo, a picker for
 * JPEG, PNG or WebP showing the chosen file's preview and size (MB, or KB under 0.1 MB), and
 * Upload ('Uploading...' while busy). The file is checked before any preview or request by
 * lib/image-file.ts (above 5 MB: 'Image size must be less than 5MB'; bytes that are not JPEG,
 * PNG or WebP, a GIF or a PDF: 'Please upload a valid image file (JPEG, PNG, or WebP)'); that
 * refusal and the server's refusal of the photo show at the file field (issue 25 defect 13).
 * Success toasts the server's message ('Profile image updated successfully'), refreshes the
 * session user and closes; a failure toasts the server's message, else 'Failed to update
 * profile image. Please try again.'.
 */
import { OWNER_IMAGE_MSG, type SessionUser } from "@gaadi/shared";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useUpdateOwnerImage } from "@/features/owner-image/api/update-owner-image";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { formatFileSize, photoRefusal, usePhotoInput } from "@/lib/image-file";
import { toast } from "@/lib/toast";
import { useObjectUrl } from "@/lib/use-object-url";

export function OwnerImageDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  user: SessionUser;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change profile photo"
      description="JPEG, PNG or WebP, up to 5 MB. It is cropped to a square."
    >
      {/* Mounted only while open, so every opening starts without a chosen file. */}
      {open && <PhotoForm user={user} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PhotoForm({ user, onDone }: { user: SessionUser; onDone(): void }) {
  const id = useId();
  const update = useUpdateOwnerImage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const photoInput = usePhotoInput(`${id}-error`, problem, (chosen, refused) => {
    setFile(chosen);
    setProblem(refused);
  });

  function upload() {
    if (!file) return;
    update.mutate(file, {
      onSuccess: (res) => {
        toast.success(res.message);
        onDone();
      },
      onError: (err) => {
        const refusal = photoRefusal(err);
        if (refusal) {
          setFile(null);
          setProblem(refusal);
        }
        toastApiError(err, errorMessage(err, OWNER_IMAGE_MSG.imageUpdateFailed));
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={`Preview of ${file?.name ?? "the chosen file"}`}
            className="size-24 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        ) : (
          <UserAvatar name={user.name} image={user.image} className="size-24 text-3xl" />
        )}
        <div className="min-w-0 text-sm text-slate-600">
          <p className="font-medium text-slate-900">{preview ? "New photo" : "Current photo"}</p>
          {file ? (
            <p className="mt-1 break-all">
              {file.name} <span className="whitespace-nowrap">({formatFileSize(file.size)})</span>
            </p>
          ) : (
            <p className="mt-1">{user.image ? "Your photo as others see it." : "No photo yet."}</p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <label
          htmlFor={id}
          className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600"
        >
          <ImagePlus className="size-4" aria-hidden />
          Choose a photo
          <input id={id} {...photoInput} disabled={update.isPending} className="sr-only" />
        </label>
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button onClick={upload} disabled={!file || update.isPending}>
          {update.isPending ? "Uploading..." : "Upload"}
        </Button>
      </div>
    </div>
  );
}
