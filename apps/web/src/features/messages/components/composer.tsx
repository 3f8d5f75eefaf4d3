/**
 * The composer of a conversation (issue 31 item 2): a textarea (LIMITS.messageTextMax
 * characters, a counter from 90 % of it), up to LIMITS.messagePhotosMax photos (each checked by
 * lib/image-file's imageFileProblem before its preview, as every photo field), and Send. Enter
 * sends, Shift+Enter starts a new line. Before sending, a draft holding a phone number, e-mail
 * address or UPI id while the conversation's contact window is closed shows
 * CONVERSATION_MSG.contactsWillBeHidden (the server masks them). While photos upload the share
 * sent shows; a failure keeps the draft and says why.
 */
import {
  CONVERSATION_MSG,
  hasContacts,
  LIMITS,
  CONVERSATION_SCREEN_MSG as TEXT,
} from "@gaadi/shared";
import { ImagePlus, SendHorizontal, ShieldAlert, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSendMessage } from "@/features/messages/api/send-message";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { imageFileProblem } from "@/lib/image-file";
import { useObjectUrl } from "@/lib/use-object-url";

/** From this many characters the counter shows. */
const COUNTER_FROM = Math.floor(LIMITS.messageTextMax * 0.9);

interface Picked {
  key: string;
  file: File;
}
let nextKey = 0;

export function Composer({
  conversationId,
  contactsVisible,
  onSent,
}: {
  conversationId: string;
  contactsVisible: boolean;
  /** After the server took the message (the view scrolls to it). */
  onSent?(): void;
}) {
  const id = useId();
  const send = useSendMessage();
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const trimmed = text.trim();
  const tooLong = text.length > LIMITS.messageTextMax;
  const warn = !contactsVisible && hasContacts(text);
  const busy = send.isPending;
  const canSend = !busy && !tooLong && (trimmed.length > 0 || photos.length > 0);
  const full = photos.length >= LIMITS.messagePhotosMax;

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = LIMITS.messagePhotosMax - photos.length;
    const chosen = [...files];
    const ok: Picked[] = [];
    let refusal: string | null =
      chosen.length > room ? CONVERSATION_MSG.tooManyPhotos(LIMITS.messagePhotosMax) : null;
    for (const file of chosen.slice(0, room)) {
      const found = await imageFileProblem(file);
      if (found) refusal = found;
      else ok.push({ key: `p${++nextKey}`, file });
    }
    setPhotos((list) => [...list, ...ok].slice(0, LIMITS.messagePhotosMax));
    setProblem(refusal);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) {
      if (!busy && !tooLong) setProblem(CONVERSATION_MSG.empty);
      return;
    }
    setProblem(null);
    setProgress(photos.length > 0 ? 0 : null);
    send.mutate(
      { conversationId, text: trimmed, photos: photos.map((p) => p.file), onProgress: setProgress },
      {
        onSuccess: () => {
          setText("");
          setPhotos([]);
          setProgress(null);
          onSent?.();
          area.current?.focus();
        },
        onError: (err) => {
          setProgress(null);
          setProblem(errorMessage(err, TEXT.sendFailed));
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={TEXT.composerLabel}
      className="border-t border-slate-200 bg-white px-3 py-3 sm:px-5"
    >
      {warn && (
        <p
          id={`${id}-warning`}
          className="mb-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {CONVERSATION_MSG.contactsWillBeHidden}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label="Photos to send" className="mb-2 flex flex-wrap gap-2">
          {photos.map((p) => (
            <PickedPhoto
              key={p.key}
              file={p.file}
              onRemove={busy ? undefined : () => setPhotos((l) => l.filter((x) => x.key !== p.key))}
            />
          ))}
        </ul>
      )}
      {progress !== null && busy && (
        <div role="status" className="mb-2 flex items-center gap-2 text-xs text-slate-600">
          <progress
            value={progress}
            max={1}
            aria-label="Upload progress"
            className="h-1.5 w-32 overflow-hidden rounded accent-brand-700"
          />
          {TEXT.uploading(Math.round(progress * 100))}
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mb-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label
          className={cn(
            "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-slate-300 text-slate-600 hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
            (busy || full) && "cursor-not-allowed opacity-50",
          )}
          title={TEXT.addPhotos}
        >
          <ImagePlus className="size-5" aria-hidden />
          <span className="sr-only">{TEXT.addPhotos}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={busy || full}
            className="sr-only"
            onChange={(e) => {
              void addPhotos(e.currentTarget.files);
              e.currentTarget.value = "";
            }}
          />
        </label>
        <div className="relative min-w-0 flex-1">
          <label htmlFor={`${id}-text`} className="sr-only">
            {TEXT.composerLabel}
          </label>
          <textarea
            id={`${id}-text`}
            ref={area}
            value={text}
            rows={1}
            onChange={(e) => {
              setText(e.target.value);
              if (problem === CONVERSATION_MSG.empty) setProblem(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={TEXT.composerPlaceholder}
            aria-describedby={cn(
              `${id}-hint`,
              warn && `${id}-warning`,
              problem && `${id}-problem`,
              text.length >= COUNTER_FROM && `${id}-counter`,
            )}
            aria-invalid={tooLong || undefined}
            className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p id={`${id}-hint`} className="sr-only">
            {TEXT.composerHint}
          </p>
        </div>
        <Button type="submit" disabled={busy || tooLong} className="h-11 shrink-0 rounded-xl px-4">
          <SendHorizontal className="size-4" aria-hidden />
          <span className="hidden sm:inline">{busy ? TEXT.sending : TEXT.send}</span>
          <span className="sr-only sm:hidden">{TEXT.send}</span>
        </Button>
      </div>
      {text.length >= COUNTER_FROM && (
        <p
          id={`${id}-counter`}
          className={cn(
            "mt-1 text-right text-xs",
            tooLong ? "font-medium text-red-700" : "text-slate-500",
          )}
        >
          {TEXT.counter(text.length, LIMITS.messageTextMax)}
          {tooLong && ` · ${CONVERSATION_MSG.textTooLong(LIMITS.messageTextMax)}`}
        </p>
      )}
    </form>
  );
}

function PickedPhoto({ file, onRemove }: { file: File; onRemove: (() => void) | undefined }) {
  const src = useObjectUrl(file);
  return (
    <li className="relative size-16 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {src && <img src={src} alt={file.name} className="size-full object-cover" />}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={TEXT.removePhoto(file.name)}
          className="absolute right-0.5 top-0.5 rounded-full bg-white/90 p-0.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </li>
  );
}
