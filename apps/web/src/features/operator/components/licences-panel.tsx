/**
 * Licences waiting for review (issue 29 item 4), oldest first: each with its photo (fetched
 * with the operator's session, never a public address) beside the entered details, and
 * Approve, or Reject with a reason the renter reads.
 */
import { formatDay, OPERATOR_UI, type PendingLicence } from "@gaadi/shared";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLicencePhoto, useLicenceQueue } from "@/features/operator/api/operator";
import { errorMessage } from "@/lib/api-client";
import { formatInstant } from "@/lib/format-date";
import { ReasonDialog } from "./reason-dialog";
import { useRunAction } from "./run-action";

function LicencePhoto({ licence }: { licence: PendingLicence }) {
  const { url, error } = useLicencePhoto(licence.userId);
  if (error) return <p className="text-sm text-red-700">{errorMessage(error, "No photo")}</p>;
  if (!url) return <Spinner />;
  return (
    <img
      src={url}
      alt={OPERATOR_UI.licencePhoto(licence.name)}
      className="max-h-72 w-full rounded-lg border border-slate-200 object-contain"
    />
  );
}

function LicenceCard({ licence }: { licence: PendingLicence }) {
  const { run, isPending } = useRunAction();
  const [rejecting, setRejecting] = useState(false);
  const base = `/licences/${encodeURIComponent(licence.userId)}`;
  const facts: [string, string][] = [
    ["Name", licence.name],
    ["E-mail", licence.email],
    ["State", licence.stateCode],
    ["Number ends", licence.numberLast4],
    ["Date of birth", `${formatDay(licence.dateOfBirth)} (age ${licence.age})`],
    ["Valid until", formatDay(licence.validUntil)],
    ["Submitted", formatInstant(licence.submittedAt)],
  ];
  return (
    <li className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2">
      <LicencePhoto licence={licence} />
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button disabled={isPending} onClick={() => run(`${base}/approve`)}>
            {OPERATOR_UI.approve}
          </Button>
          <Button variant="danger" disabled={isPending} onClick={() => setRejecting(true)}>
            {OPERATOR_UI.reject}
          </Button>
        </div>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={OPERATOR_UI.rejectTitle}
        message={`${licence.name} reads this reason in their profile and a mail.`}
        confirmLabel={OPERATOR_UI.reject}
        busy={isPending}
        onConfirm={(reason) => run(`${base}/reject`, reason, () => setRejecting(false))}
      />
    </li>
  );
}

export function LicencesPanel() {
  const queue = useLicenceQueue();
  if (queue.isPending) return <Spinner />;
  if (queue.isError) return <p role="alert">{errorMessage(queue.error, "Could not load")}</p>;
  if (queue.data.licences.length === 0)
    return <p className="text-slate-600">{OPERATOR_UI.noLicences}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {queue.data.licences.map((l) => (
        <LicenceCard key={l.userId} licence={l} />
      ))}
    </ul>
  );
}
