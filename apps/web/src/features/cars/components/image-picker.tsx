/**
 * The car photo control of the add/edit form with a preview (owner document sections 2 and
 * 5); the file rules, the bytes included, are lib/image-file.ts's imageFileProblem, checked
 * before any preview (issue 25 defect 13). `error` (the check's refusal, or the server's
 * refusal of the photo) shows under the field, tied to the input by aria-describedby.
 */
import { ImagePlus, RefreshCw } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { usePhotoInput } from "@/lib/image-file";
import { useObjectUrl } from "@/lib/use-object-url";

export function ImagePicker({
  file,
  currentUrl,
  error,
  onFile,
  onError,
  inputRef,
}: {
  file: File | null;
  /** The car's photo today (edit dialog), shown until a new file is chosen. */
  currentUrl?: string;
  error?: string | null;
  onFile(file: File | null): void;
  onError(message: string | null): void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? currentUrl ?? null;
  const photoInput = usePhotoInput(`${id}-error`, error, (chosen, refused) => {
    // The file first: choosing one clears the form's refusal, which the verdict then sets.
    onFile(chosen);
    onError(refused);
  });

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700" id={`${id}-label`}>
        Car image
      </span>
      <label
        htmlFor={id}
        className={cn(
          "group relative flex aspect-[16/9] w-full max-w-md cursor-pointer items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-slate-50 transition-colors hover:border-brand-400 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200",
          error ? "border-red-400" : "border-slate-300",
        )}
      >
        {shown ? (
          <>
            <img src={shown} alt="Preview of the car" className="size-full object-cover" />
            <span className="absolute bottom-2 right-2 inline-flex items-center gap-1.5 rounded-lg bg-slate-900/80 px-2.5 py-1 text-xs font-medium text-white">
              <RefreshCw className="size-3.5" aria-hidden />
              Change photo
            </span>
          </>
        ) : (
          <span className="flex flex-col items-center gap-2 px-4 text-center text-sm text-slate-500">
            <ImagePlus className="size-10 text-slate-400" aria-hidden />
            <span>
              <span className="font-medium text-brand-700">Upload a photo</span> of your car
            </span>
            <span className="text-xs">JPEG, PNG or WebP, up to 5 MB</span>
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          {...photoInput}
          aria-labelledby={`${id}-label`}
          className="sr-only"
        />
      </label>
      {file && <p className="text-xs text-slate-500">{file.name}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
