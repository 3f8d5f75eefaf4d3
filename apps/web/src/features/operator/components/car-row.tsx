/** One car in the console (issue 29): its state, and Hide with a reason or Restore. */
import { OPERATOR_UI, type OperatorCar } from "@gaadi/shared";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "./reason-dialog";
import { useRunAction } from "./run-action";

export function CarRow({ car }: { car: OperatorCar }) {
  const { run, isPending } = useRunAction();
  const [hiding, setHiding] = useState(false);
  const base = `/cars/${encodeURIComponent(car.id)}`;
  const name = `${car.brand} ${car.model}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <div className="min-w-0">
        <span className="font-medium text-slate-900">{name}</span>{" "}
        <span className="text-slate-600">{car.city}</span>{" "}
        {car.hiddenBy === "operator" ? (
          <Badge tone="red">Hidden by operator</Badge>
        ) : car.hiddenBy === "suspension" ? (
          <Badge tone="red">Hidden (suspension)</Badge>
        ) : car.isAvailable ? (
          <Badge tone="green">Listed</Badge>
        ) : (
          <Badge>Paused by owner</Badge>
        )}
        {car.hiddenReason && <p className="text-xs text-red-800">{car.hiddenReason}</p>}
        <p className="text-xs break-all text-slate-500">{car.id}</p>
      </div>
      {car.hiddenBy === "operator" ? (
        <Button
          key="restore"
          variant="secondary"
          size="sm"
          disabled={isPending}
          onClick={() => run(`${base}/restore`)}
        >
          {OPERATOR_UI.restore}
        </Button>
      ) : (
        <Button
          key="hide"
          variant="danger"
          size="sm"
          disabled={isPending}
          onClick={() => setHiding(true)}
        >
          {OPERATOR_UI.hide}
        </Button>
      )}
      <ReasonDialog
        open={hiding}
        onOpenChange={setHiding}
        title={OPERATOR_UI.hideTitle}
        message={`The ${name} leaves the listing and its owner reads this reason.`}
        confirmLabel={OPERATOR_UI.hide}
        busy={isPending}
        onConfirm={(reason) => run(`${base}/hide`, reason, () => setHiding(false))}
      />
    </li>
  );
}
