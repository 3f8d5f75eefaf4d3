/**
 * The owner's check-in ('Car Picked Up') and check-out ('Car Returned') form (issue 30 item 2):
 * odometer, fuel (eighths from a list, or battery % for an electric car), a photo of each side
 * and up to twelve in all, notes. Checked here with the shared rules, then sent as one multipart
 * request whose upload progress shows; a failed send keeps every photo for Retry. The server
 * records it and moves the booking in one transaction (decision 029).
 */
import {
  HANDOVER_FIELDS,
  HANDOVER_MSG,
  type HandoverKind,
  handoverReadingsSchema,
  type OwnerBooking,
  REQUIRED_SIDES,
} from "@gaadi/shared";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, inputClass, Select } from "@/components/ui/field";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { recordHandover, useHandoverRefresh } from "./api";
import {
  appendPhotos,
  PhotoPicker,
  type PickedPhoto,
  type SendState,
  SendStatus,
} from "./photo-picker";

type Errors = Partial<
  Record<"odometerKm" | "fuelLevel" | "notes" | (typeof REQUIRED_SIDES)[number], string>
>;

const EIGHTHS = [8, 7, 6, 5, 4, 3, 2, 1, 0];

export function RecordHandoverDialog({
  booking,
  kind,
  onClose,
}: {
  /** The booking to check in or out; the dialog is open while set. */
  booking: OwnerBooking | null;
  kind: HandoverKind;
  onClose(): void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title={kind === "check_in" ? HANDOVER_MSG.checkInTitle : HANDOVER_MSG.checkOutTitle}
      description={kind === "check_in" ? HANDOVER_MSG.checkInIntro : HANDOVER_MSG.checkOutIntro}
      size="max-w-2xl"
    >
      {booking && <RecordForm key={booking._id} booking={booking} kind={kind} onDone={onClose} />}
    </Dialog>
  );
}

function RecordForm({
  booking,
  kind,
  onDone,
}: {
  booking: OwnerBooking;
  kind: HandoverKind;
  onDone(): void;
}) {
  const id = useId();
  const unit = booking.tripRules.fuelUnit;
  const [odometer, setOdometer] = useState("");
  const [fuel, setFuel] = useState(unit === "eighths" ? "8" : "");
  const [notes, setNotes] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<SendState>({ kind: "idle" });
  const refresh = useHandoverRefresh();

  const check = (): Errors => {
    const found: Errors = {};
    const parsed = handoverReadingsSchema(unit).safeParse({
      odometerKm: odometer,
      fuelLevel: fuel,
      notes,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
    }
    for (const side of REQUIRED_SIDES) {
      if (!photos.some((p) => p.side === side))
        found[side] = HANDOVER_MSG.sidePhotoMissing(HANDOVER_MSG.sideLabel[side].toLowerCase());
    }
    return found;
  };

  // One send at a time: a double press sends once (the button disables only on the next render).
  const inFlight = useRef(false);
  const send = async () => {
    if (inFlight.current) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append(HANDOVER_FIELDS.odometerKm, odometer.trim());
    form.append(HANDOVER_FIELDS.fuelLevel, fuel.trim());
    form.append(HANDOVER_FIELDS.notes, notes);
    appendPhotos(form, photos);
    setState({ kind: "sending", progress: 0 });
    inFlight.current = true;
    try {
      const res = await recordHandover(booking._id, kind, form, (progress) =>
        setState({ kind: "sending", progress }),
      );
      toast.success(res.message);
      await refresh.recorded();
      onDone();
    } catch (err) {
      setState({ kind: "failed", message: errorMessage(err, HANDOVER_MSG.uploadFailed) });
    } finally {
      inFlight.current = false;
    }
  };

  const sending = state.kind === "sending";
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={HANDOVER_MSG.odometerLabel} htmlFor={`${id}-odo`} error={errors.odometerKm}>
          <Input
            id={`${id}-odo`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={odometer}
            disabled={sending}
            onChange={(e) => setOdometer(e.currentTarget.value)}
          />
        </Field>
        {unit === "eighths" ? (
          <Field label={HANDOVER_MSG.fuelLabel} htmlFor={`${id}-fuel`} error={errors.fuelLevel}>
            <Select
              id={`${id}-fuel`}
              value={fuel}
              disabled={sending}
              onChange={(e) => setFuel(e.currentTarget.value)}
            >
              {EIGHTHS.map((n) => (
                <option key={n} value={String(n)}>
                  {HANDOVER_MSG.fuelEighths(n)}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field label={HANDOVER_MSG.batteryLabel} htmlFor={`${id}-fuel`} error={errors.fuelLevel}>
            <Input
              id={`${id}-fuel`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={fuel}
              disabled={sending}
              onChange={(e) => setFuel(e.currentTarget.value)}
            />
          </Field>
        )}
      </div>
      <PhotoPicker
        sides={REQUIRED_SIDES}
        photos={photos}
        onChange={setPhotos}
        state={state}
        errors={errors}
      />
      <Field label={HANDOVER_MSG.notesLabel} htmlFor={`${id}-notes`} error={errors.notes}>
        <textarea
          id={`${id}-notes`}
          rows={3}
          value={notes}
          disabled={sending}
          onChange={(e) => setNotes(e.currentTarget.value)}
          className={`${inputClass} h-auto py-2`}
        />
      </Field>
      <SendStatus state={state} onRetry={() => void send()} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : kind === "check_in" ? "Record check-in" : "Record check-out"}
        </Button>
      </div>
    </form>
  );
}
