/**
 * A booking's check-in and check-out side by side (issue 30 items 2-3): the readings at pickup
 * and at return, each side's photos, notes, the renter's answers and, at return, the trip
 * charges line by line in whole rupees. The renter confirms each handover, or adds a note and
 * photos, until its answerBy (the end of the day in India); the owner sees their answer.
 */
import {
  formatIndiaInstant,
  formatRupees,
  formatWhole,
  fuelText,
  HANDOVER_FIELDS,
  HANDOVER_MSG,
  type Handover,
  type HandoverKind,
  type HandoverPhoto,
} from "@gaadi/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, inputClass } from "@/components/ui/field";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import {
  confirmHandover,
  noteHandover,
  useBookingHandover,
  useHandoverRefresh,
  usePrivatePhoto,
} from "./api";
import {
  appendPhotos,
  PhotoPicker,
  type PickedPhoto,
  type SendState,
  SendStatus,
} from "./photo-picker";

const SIDES = ["front", "back", "left", "right"] as const;

export function HandoverViewDialog({
  bookingId,
  as,
  open,
  onOpenChange,
}: {
  bookingId: string;
  /** Who looks: the renter may answer; the owner reads. */
  as: "owner" | "renter";
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const query = useBookingHandover(bookingId, open);
  const data = query.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={HANDOVER_MSG.viewHandover}
      description={data ? `Booking ${data.bookingRef}` : undefined}
      size="max-w-3xl"
    >
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading…
        </p>
      ) : query.isError || !data ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(query.error, "Could not load the check-in. Please try again.")}
        </p>
      ) : (
        <div className="space-y-5">
          <Readings checkIn={data.checkIn} checkOut={data.checkOut} />
          {data.checkOut?.charges && <Charges charges={data.checkOut.charges} />}
          <section aria-labelledby={`${bookingId}-photos`}>
            <h3 id={`${bookingId}-photos`} className="text-base font-semibold text-slate-900">
              Photos
            </h3>
            <div className="mt-2 grid grid-cols-2 gap-2 text-xs font-medium text-slate-600">
              <span>{HANDOVER_MSG.atPickup}</span>
              <span>{HANDOVER_MSG.atReturn}</span>
            </div>
            <ul className="mt-1 space-y-3">
              {SIDES.map((side) => (
                <li key={side}>
                  <p className="text-sm font-medium text-slate-800">
                    {HANDOVER_MSG.sideLabel[side]}
                  </p>
                  <div className="mt-1 grid grid-cols-2 gap-2">
                    <PhotoCell photos={ofSide(data.checkIn, side)} />
                    <PhotoCell photos={ofSide(data.checkOut, side)} />
                  </div>
                </li>
              ))}
              <li>
                <p className="text-sm font-medium text-slate-800">{HANDOVER_MSG.sideLabel.other}</p>
                <div className="mt-1 grid grid-cols-2 gap-2">
                  <PhotoCell photos={ofSide(data.checkIn, "other")} />
                  <PhotoCell photos={ofSide(data.checkOut, "other")} />
                </div>
              </li>
            </ul>
          </section>
          {[data.checkIn, data.checkOut].map(
            (h) => h && <Answer key={h.kind} bookingId={bookingId} handover={h} as={as} />,
          )}
        </div>
      )}
    </Dialog>
  );
}

const ofSide = (h: Handover | null, side: HandoverPhoto["side"]) =>
  h ? h.photos.filter((p) => p.side === side) : [];

function Readings({ checkIn, checkOut }: { checkIn: Handover | null; checkOut: Handover | null }) {
  const cell = (h: Handover | null, what: (h: Handover) => string) => (h ? what(h) : "—");
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Readings at pickup and at return</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 font-medium">
            <span className="sr-only">Reading</span>
          </th>
          <th scope="col" className="py-1 font-medium">
            {HANDOVER_MSG.atPickup}
          </th>
          <th scope="col" className="py-1 font-medium">
            {HANDOVER_MSG.atReturn}
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-900">
        <tr className="border-t border-slate-100">
          <th scope="row" className="py-1.5 font-medium text-slate-700">
            Odometer
          </th>
          <td>{cell(checkIn, (h) => `${formatWhole(h.odometerKm)} km`)}</td>
          <td>{cell(checkOut, (h) => `${formatWhole(h.odometerKm)} km`)}</td>
        </tr>
        <tr className="border-t border-slate-100">
          <th scope="row" className="py-1.5 font-medium text-slate-700">
            {checkIn?.fuelUnit === "percent" ? "Battery" : "Fuel"}
          </th>
          <td>{cell(checkIn, (h) => fuelText(h.fuelUnit, h.fuelLevel))}</td>
          <td>{cell(checkOut, (h) => fuelText(h.fuelUnit, h.fuelLevel))}</td>
        </tr>
        <tr className="border-t border-slate-100 align-top">
          <th scope="row" className="py-1.5 font-medium text-slate-700">
            Notes
          </th>
          <td className="whitespace-pre-line break-words">
            {cell(checkIn, (h) => h.notes || "—")}
          </td>
          <td className="whitespace-pre-line break-words">
            {cell(checkOut, (h) => h.notes || "—")}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Charges({ charges }: { charges: NonNullable<Handover["charges"]> }) {
  return (
    <section
      aria-label={HANDOVER_MSG.tripChargesTitle}
      className="rounded-xl border border-slate-200 p-3"
    >
      <h3 className="text-base font-semibold text-slate-900">{HANDOVER_MSG.tripChargesTitle}</h3>
      {charges.lines.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{HANDOVER_MSG.noTripCharges}</p>
      ) : (
        <dl className="mt-2 space-y-1 text-sm">
          {charges.lines.map((l) => (
            <div key={l.label} className="flex justify-between gap-3">
              <dt className="text-slate-700">{l.label}</dt>
              <dd className="font-medium text-slate-900">{formatRupees(l.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-1">
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-semibold text-slate-900">{formatRupees(charges.total)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function PhotoCell({ photos }: { photos: HandoverPhoto[] }) {
  if (photos.length === 0) return <div className="h-20 rounded-lg bg-slate-50" aria-hidden />;
  return (
    <div className="grid gap-1">
      {photos.map((p) => (
        <PrivateImage key={p.id} photo={p} />
      ))}
    </div>
  );
}

function PrivateImage({ photo }: { photo: HandoverPhoto }) {
  const { src, failed } = usePrivatePhoto(photo.url);
  const alt = `${HANDOVER_MSG.sideLabel[photo.side]}, by the ${photo.addedBy}`;
  if (failed) return <p className="text-xs text-red-700">Photo could not be loaded</p>;
  if (!src)
    return (
      <div
        role="img"
        aria-label={`${alt} (loading)`}
        className="h-20 animate-pulse rounded-lg bg-slate-100"
      />
    );
  return (
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
    >
      <img src={src} alt={alt} className="h-20 w-full rounded-lg object-cover sm:h-28" />
    </a>
  );
}

/** The renter's answer to one handover: done, theirs to give, or the window passed. */
function Answer({
  bookingId,
  handover: h,
  as,
}: {
  bookingId: string;
  handover: Handover;
  as: "owner" | "renter";
}) {
  const [writing, setWriting] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useHandoverRefresh();
  const title = h.kind === "check_in" ? HANDOVER_MSG.checkIn : HANDOVER_MSG.checkOut;
  const open = new Date(h.answerBy).getTime() > Date.now();
  let body: React.ReactNode;
  if (h.renterConfirmedAt) {
    body = <p>{HANDOVER_MSG.confirmedOn(formatIndiaInstant(h.renterConfirmedAt))}</p>;
  } else if (h.renterNotedAt) {
    body = (
      <div>
        <p className="font-medium">{HANDOVER_MSG.renterNoted}</p>
        <p className="whitespace-pre-line break-words">{h.renterNote || "—"}</p>
      </div>
    );
  } else if (!open) {
    body = <p>{HANDOVER_MSG.windowClosed}</p>;
  } else if (as === "owner") {
    body = <p>{HANDOVER_MSG.awaitingRenter(formatIndiaInstant(h.answerBy))}</p>;
  } else {
    const confirm = async () => {
      setBusy(true);
      try {
        const res = await confirmHandover(bookingId, h.kind);
        toast.success(res.message);
        await refresh.answered(bookingId, res.handover);
      } catch (err) {
        toastApiError(err, errorMessage(err, "Could not confirm. Please try again."));
      } finally {
        setBusy(false);
      }
    };
    body = (
      <div className="space-y-2">
        <p>{HANDOVER_MSG.answerBy(formatIndiaInstant(h.answerBy))}</p>
        {writing ? (
          <RenterNote bookingId={bookingId} kind={h.kind} onDone={() => setWriting(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void confirm()} disabled={busy}>
              {h.kind === "check_in"
                ? HANDOVER_MSG.confirmButton
                : HANDOVER_MSG.confirmCheckOutButton}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setWriting(true)} disabled={busy}>
              {HANDOVER_MSG.addNoteButton}
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <section
      aria-label={`${title}: the renter's answer`}
      className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800"
    >
      <h3 className="mb-1 font-semibold text-slate-900">{title}</h3>
      {body}
    </section>
  );
}

function RenterNote({
  bookingId,
  kind,
  onDone,
}: {
  bookingId: string;
  kind: HandoverKind;
  onDone(): void;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const refresh = useHandoverRefresh();
  const send = async () => {
    if (!note.trim() && photos.length === 0) return setError(HANDOVER_MSG.noteRequired);
    setError(null);
    const form = new FormData();
    form.append(HANDOVER_FIELDS.note, note);
    appendPhotos(form, photos);
    setState({ kind: "sending", progress: 0 });
    try {
      const res = await noteHandover(bookingId, kind, form, (progress) =>
        setState({ kind: "sending", progress }),
      );
      toast.success(res.message);
      await refresh.answered(bookingId, res.handover);
      onDone();
    } catch (err) {
      setState({ kind: "failed", message: errorMessage(err, HANDOVER_MSG.uploadFailed) });
    }
  };
  const sending = state.kind === "sending";
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Field label={HANDOVER_MSG.renterNoteLabel} htmlFor={`${id}-note`} error={error}>
        <textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          disabled={sending}
          onChange={(e) => setNote(e.currentTarget.value)}
          className={`${inputClass} h-auto py-2`}
        />
      </Field>
      <PhotoPicker
        sides={[]}
        photos={photos}
        onChange={setPhotos}
        state={state}
        moreLabel={HANDOVER_MSG.renterPhotosLabel}
      />
      <SendStatus state={state} onRetry={() => void send()} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? "Sending..." : HANDOVER_MSG.sendNote}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
