/**
 * A returned trip's claim and deposit (issue 30 items 4 and 5), in the renter's My Bookings and
 * the owner's Manage Bookings: the deposit's state and date ('Deposit ₹5,000 held until …',
 * 'Deposit released on …: ₹4,200 back, ₹800 kept', anything owed beyond it); the claim with its
 * photos, notes and status; for the owner inside the window 'Make a claim'; for the renter of an
 * open claim Accept and Dispute. Shown only for completed trips.
 */
import { CLAIM_MSG, type Claim, DEPOSIT_MSG, type DepositState, formatRupees } from "@gaadi/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PrivatePhoto } from "@/components/ui/private-photo";
import { useAnswerClaim, useBookingClaim } from "@/features/claims/api/claims";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { formatInstant, formatInstantDay } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { DisputeDialog, MakeClaimDialog } from "./claim-dialogs";

export function DepositLine({ deposit: d }: { deposit: DepositState }) {
  if (d.deposit <= 0 && !d.owed) return null;
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-800">
        {d.state === "released"
          ? DEPOSIT_MSG.released(formatInstantDay(d.settledAt!), d.returned ?? 0, d.kept ?? 0)
          : d.heldUntil
            ? DEPOSIT_MSG.held(d.deposit, formatInstantDay(d.heldUntil))
            : DEPOSIT_MSG.heldForClaim(d.deposit)}
      </p>
      {d.tripCharges > 0 && (
        <p className="text-slate-600">Trip charges: {formatRupees(d.tripCharges)}</p>
      )}
      {(d.owed ?? 0) > 0 && <p className="text-amber-800">{DEPOSIT_MSG.owed(d.owed!)}</p>}
    </div>
  );
}

export function ClaimView({ claim: c }: { claim: Claim }) {
  const owner = c.photos.filter((p) => p.addedBy === "owner");
  const renter = c.photos.filter((p) => p.addedBy === "renter");
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium text-slate-900">
        {CLAIM_MSG.claimTitle}: {formatRupees(c.amount)} · {CLAIM_MSG.statusLabel[c.status]}
      </p>
      <p className="break-words text-slate-700">{c.description}</p>
      <PhotoGrid photos={owner} label="Owner's photo" />
      {c.status === "open" && (
        <p className="text-slate-600">{CLAIM_MSG.respondBy(formatInstant(c.respondBy))}</p>
      )}
      {c.acceptedBySilence && <p className="text-slate-600">{CLAIM_MSG.acceptedBySilence}</p>}
      {c.renterNote && (
        <p className="break-words text-slate-700">
          <span className="font-medium">Renter's answer:</span> {c.renterNote}
        </p>
      )}
      <PhotoGrid photos={renter} label="Renter's photo" />
      {c.status === "decided" && (
        <p className="font-medium text-slate-900">
          {CLAIM_MSG.decidedLine(c.decidedAmount ?? 0, c.decidedReason)}
        </p>
      )}
    </div>
  );
}

function PhotoGrid({ photos, label }: { photos: Claim["photos"]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((p, i) => (
        <li key={p.id}>
          <PrivatePhoto url={p.url} alt={`${label} ${i + 1}`} />
        </li>
      ))}
    </ul>
  );
}

export function ClaimPanel({ bookingId, as }: { bookingId: string; as: "owner" | "renter" }) {
  const { data } = useBookingClaim(bookingId);
  const answer = useAnswerClaim(bookingId);
  const [making, setMaking] = useState(false);
  const [disputing, setDisputing] = useState(false);
  if (!data) return null;
  const c = data.claim;
  const accept = () =>
    answer
      .mutateAsync({ answer: "accept" })
      .then((res) => toast.success(res.message))
      .catch((err) => toastApiError(err, errorMessage(err, "Could not accept the claim")));
  return (
    <section
      aria-label="Claim and deposit"
      className="flex w-full basis-full flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <DepositLine deposit={data.deposit} />
      {c && <ClaimView claim={c} />}
      {as === "owner" && data.canClaim && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-600">
            {CLAIM_MSG.claimWindow(formatInstant(data.claimUntil))}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setMaking(true)}
          >
            {CLAIM_MSG.makeClaim}
          </Button>
          <MakeClaimDialog bookingId={bookingId} open={making} onOpenChange={setMaking} />
        </div>
      )}
      {as === "renter" && c?.status === "open" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={accept}>
            Accept claim
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDisputing(true)}>
            Dispute
          </Button>
          <DisputeDialog bookingId={bookingId} open={disputing} onOpenChange={setDisputing} />
        </div>
      )}
    </section>
  );
}
