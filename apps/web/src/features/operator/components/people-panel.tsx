/**
 * People (issue 29 item 4): search by name, e-mail or booking reference; each account with
 * its state and cars; Suspend with a reason (its sessions end, its cars leave the listing, its
 * pending requests are declined and refunded) or Reinstate; hide or restore one of its cars.
 */
import { OPERATOR_UI, type OperatorPerson } from "@gaadi/shared";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { usePeople } from "@/features/operator/api/operator";
import { errorMessage } from "@/lib/api-client";
import { CarRow } from "./car-row";
import { ReasonDialog } from "./reason-dialog";
import { useRunAction } from "./run-action";

function Person({ person }: { person: OperatorPerson }) {
  const { run, isPending } = useRunAction();
  const [suspending, setSuspending] = useState(false);
  const base = `/people/${encodeURIComponent(person.id)}`;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{person.name}</p>
          <p className="text-sm break-all text-slate-600">{person.email}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            <Badge>{person.role === "owner" ? "Owner" : "Renter"}</Badge>
            {person.isOperator && <Badge tone="purple">Operator</Badge>}
            {person.suspendedAt && <Badge tone="red">Suspended</Badge>}
          </div>
          {person.suspendedAt && (
            <p className="mt-1 text-sm text-red-800">{person.suspendedReason}</p>
          )}
        </div>
        {person.suspendedAt ? (
          <Button
            key="reinstate"
            variant="secondary"
            disabled={isPending}
            onClick={() => run(`${base}/reinstate`)}
          >
            {OPERATOR_UI.reinstate}
          </Button>
        ) : (
          <Button
            key="suspend"
            variant="danger"
            disabled={isPending}
            onClick={() => setSuspending(true)}
          >
            {OPERATOR_UI.suspend}
          </Button>
        )}
      </div>
      {person.cars.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
          {person.cars.map((car) => (
            <CarRow key={car.id} car={car} />
          ))}
        </ul>
      )}
      <ReasonDialog
        open={suspending}
        onOpenChange={setSuspending}
        title={OPERATOR_UI.suspendTitle}
        message={`${person.name} is signed out and cannot sign in, their cars leave the listing and their pending requests are declined and refunded. They read this reason.`}
        confirmLabel={OPERATOR_UI.suspend}
        busy={isPending}
        onConfirm={(reason) => run(`${base}/suspend`, reason, () => setSuspending(false))}
      />
    </li>
  );
}

export function PeoplePanel() {
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const people = usePeople(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field label={OPERATOR_UI.searchPeople} htmlFor={id} className="min-w-0 flex-1">
          <Input id={id} value={text} onChange={(e) => setText(e.target.value)} minLength={2} />
        </Field>
        <Button type="submit">{OPERATOR_UI.search}</Button>
      </form>
      {q.length >= 2 &&
        (people.isPending ? (
          <Spinner />
        ) : people.isError ? (
          <p role="alert">{errorMessage(people.error, "Could not search")}</p>
        ) : people.data.people.length === 0 ? (
          <p className="text-slate-600">{OPERATOR_UI.noPeople}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {people.data.people.map((p) => (
              <Person key={p.id} person={p} />
            ))}
          </ul>
        ))}
    </div>
  );
}
