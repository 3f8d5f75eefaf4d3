/**
 * The two claim forms (issue 30 item 4), each a dialog usable at 360 px: the owner's 'Make a
 * claim' (what, amount in ₹, photos) and the renter's 'Dispute' (a note, photos). The claim or the
 * dispute is sent first; then the photos go up one by one with their progress. A photo that
 * failed keeps the dialog open with Retry; Done closes it.
 */
import { CLAIM_MSG, claimAnswerBody, claimBody } from "@gaadi/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, inputClass } from "@/components/ui/field";
import { useAnswerClaim, useMakeClaim } from "@/features/claims/api/claims";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PhotoPicker, usePhotoUploads } from "./photo-uploads";

/** After the claim or dispute is saved: upload the photos, close unless one failed. */
function useSendThenUpload(bookingId: string, close: () => void) {
  const uploads = usePhotoUploads(bookingId);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const finish = async (message: string) => {
    setSaved(true);
    toast.success(message);
    const ok = await uploads.uploadAll();
    if (ok) close();
    else setFailed(true);
  };
  return { uploads, saved, failed, finish };
}

/**
 * The end of both claim forms: the photo picker (open again after a failed upload), the form's
 * error, and its send button, which becomes Done once the text is saved.
 */
function PhotosAndSend({
  id,
  uploads,
  saved,
  failed,
  error,
  pending,
  send,
  onDone,
}: {
  id: string;
  uploads: ReturnType<typeof usePhotoUploads>;
  saved: boolean;
  failed: boolean;
  error: string | null | undefined;
  pending: boolean;
  send: string;
  onDone(): void;
}) {
  return (
    <>
      <PhotoPicker id={id} uploads={uploads} disabled={saved && !failed} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {saved ? (
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      ) : (
        <Button type="submit" disabled={pending}>
          {send}
        </Button>
      )}
    </>
  );
}

export function MakeClaimDialog({
  bookingId,
  open,
  onOpenChange,
}: {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const make = useMakeClaim(bookingId);
  const { uploads, saved, failed, finish } = useSendThenUpload(bookingId, () =>
    onOpenChange(false),
  );
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = claimBody.safeParse({
      description,
      amount: amount.trim() === "" ? undefined : Number(amount),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the form");
    setError(null);
    make
      .mutateAsync(parsed.data)
      .then((res) => finish(res.message))
      .catch((err) => toastApiError(err, errorMessage(err, "Could not make the claim")));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={CLAIM_MSG.makeClaim}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label="What is the claim for?" htmlFor={`claim-what-${bookingId}`}>
          <textarea
            id={`claim-what-${bookingId}`}
            className={inputClass}
            rows={3}
            value={description}
            disabled={saved}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </Field>
        <Field label="Amount (₹)" htmlFor={`claim-amount-${bookingId}`}>
          <Input
            id={`claim-amount-${bookingId}`}
            inputMode="numeric"
            value={amount}
            disabled={saved}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        </Field>
        <PhotosAndSend
          id={`claim-photos-${bookingId}`}
          uploads={uploads}
          saved={saved}
          failed={failed}
          error={error}
          pending={make.isPending}
          send="Send claim"
          onDone={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}

export function DisputeDialog({
  bookingId,
  open,
  onOpenChange,
}: {
  bookingId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const answer = useAnswerClaim(bookingId);
  const { uploads, saved, failed, finish } = useSendThenUpload(bookingId, () =>
    onOpenChange(false),
  );
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = claimAnswerBody.safeParse({ answer: "dispute", note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the form");
    setError(null);
    answer
      .mutateAsync(parsed.data)
      .then((res) => finish(res.message))
      .catch((err) => toastApiError(err, errorMessage(err, "Could not dispute the claim")));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Dispute the claim">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label="Why do you dispute it?" htmlFor={`dispute-note-${bookingId}`}>
          <textarea
            id={`dispute-note-${bookingId}`}
            className={inputClass}
            rows={3}
            value={note}
            disabled={saved}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        </Field>
        <PhotosAndSend
          id={`dispute-photos-${bookingId}`}
          uploads={uploads}
          saved={saved}
          failed={failed}
          error={error}
          pending={answer.isPending}
          send="Send dispute"
          onDone={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
