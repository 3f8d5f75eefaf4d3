/**
 * Disputed claims (issue 30 item 4), oldest dispute first. Opening one shows the check-in and
 * check-out side by side (odometer, fuel, notes, photos), the owner's claim and the renter's
 * answer with their photos, and the decision form: an amount from ₹0 to the claim and a reason.
 */
import {
  CLAIM_MSG,
  type Claim,
  claimDecisionBody,
  type DisputedClaim,
  formatRupees,
  formatWhole,
  type OperatorHandover,
} from "@gaadi/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, inputClass } from "@/components/ui/field";
import { PrivatePhoto } from "@/components/ui/private-photo";
import { Spinner } from "@/components/ui/spinner";
import { useClaimQueue, useDecideClaim, useOperatorClaim } from "@/features/operator/api/claims";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { ClaimConversation } from "./claim-conversation";

export function ClaimsPanel() {
  const queue = useClaimQueue();
  const [open, setOpen] = useState<string | null>(null);
  if (queue.isPending) return <Spinner />;
  if (queue.isError)
    return <p role="alert">{errorMessage(queue.error, "Could not load claims")}</p>;
  if (queue.data.claims.length === 0)
    return <p className="text-slate-700">No disputed claims waiting.</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-2" aria-label="Disputed claims">
        {queue.data.claims.map((c) => (
          <li key={c.id}>
            <QueueRow
              claim={c}
              open={open === c.id}
              onOpen={() => setOpen(open === c.id ? null : c.id)}
            />
          </li>
        ))}
      </ul>
      {open && <ClaimDetail id={open} onDone={() => setOpen(null)} />}
    </div>
  );
}

function QueueRow({
  claim: c,
  open,
  onOpen,
}: {
  claim: DisputedClaim;
  open: boolean;
  onOpen(): void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={onOpen}
      className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="font-medium text-slate-900">
        {c.bookingRef} · {c.car}
      </span>
      <span className="text-slate-700">
        {formatRupees(c.amount)} · {c.ownerName} vs {c.renterName} · disputed{" "}
        {formatInstant(c.disputedAt)}
      </span>
    </button>
  );
}

function Handover({ h }: { h: OperatorHandover | undefined }) {
  if (!h) return <p className="text-sm text-slate-600">Not recorded</p>;
  const fuel = h.fuelUnit === "eighths" ? `${h.fuelLevel}/8` : `${h.fuelLevel} %`;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Odometer {formatWhole(h.odometerKm)} km · fuel {fuel} · {formatInstant(h.recordedAt)}
      </p>
      {h.tripCharges !== null && <p>Trip charges: {formatRupees(h.tripCharges)}</p>}
      {h.notes && <p className="break-words">Owner's notes: {h.notes}</p>}
      {h.renterNote && <p className="break-words">Renter's note: {h.renterNote}</p>}
      <ul className="grid grid-cols-3 gap-2">
        {h.photos.map((p) => (
          <li key={p.id}>
            <PrivatePhoto
              url={p.url}
              alt={`${h.kind === "check_in" ? "Pickup" : "Return"} ${p.side} (${p.addedBy})`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Side({ title, text, photos }: { title: string; text: string; photos: Claim["photos"] }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="break-words text-slate-700">{text || "—"}</p>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((p, i) => (
          <li key={p.id}>
            <PrivatePhoto url={p.url} alt={`${title} photo ${i + 1}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ClaimDetail({ id, onDone }: { id: string; onDone(): void }) {
  const detail = useOperatorClaim(id);
  const decide = useDecideClaim(id);
  const formId = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return <p role="alert">{errorMessage(detail.error, "Could not load the claim")}</p>;
  const { claim: c, summary, deposit, handovers } = detail.data;
  const submit = () => {
    const parsed = claimDecisionBody.safeParse({
      amount: amount.trim() === "" ? undefined : Number(amount),
      reason,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the form");
    if (parsed.data.amount > c.amount) return setError(CLAIM_MSG.decidedAmountRange(c.amount));
    setError(null);
    decide
      .mutateAsync(parsed.data)
      .then((res) => {
        toast.success(res.message);
        onDone();
      })
      .catch((err) => toastApiError(err, errorMessage(err, "Could not decide the claim")));
  };
  return (
    <section
      aria-label={`Claim on ${summary.bookingRef}`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {summary.bookingRef} · {summary.car} · claim {formatRupees(c.amount)} · deposit{" "}
        {formatRupees(deposit)}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="mb-2 font-semibold text-slate-900">Check-in (pickup)</h4>
          <Handover h={handovers.find((h) => h.kind === "check_in")} />
        </div>
        <div>
          <h4 className="mb-2 font-semibold text-slate-900">Check-out (return)</h4>
          <Handover h={handovers.find((h) => h.kind === "check_out")} />
        </div>
        <Side
          title={`Claim by ${summary.ownerName}`}
          text={c.description}
          photos={c.photos.filter((p) => p.addedBy === "owner")}
        />
        <Side
          title={`Answer by ${summary.renterName}`}
          text={c.renterNote}
          photos={c.photos.filter((p) => p.addedBy === "renter")}
        />
      </div>
      <ClaimConversation bookingId={c.bookingId} />
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={`Decided amount (₹0 to ${formatRupees(c.amount)})`}
          htmlFor={`${formId}-amount`}
        >
          <Input
            id={`${formId}-amount`}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        </Field>
        <Field label="Reason (both sides read it)" htmlFor={`${formId}-reason`}>
          <textarea
            id={`${formId}-reason`}
            className={inputClass}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={decide.isPending}>
          Decide claim
        </Button>
      </form>
    </section>
  );
}
