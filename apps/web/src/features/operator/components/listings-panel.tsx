/** Listings (issue 29 item 4): find a car by its id, then hide it with a reason or restore it. */
import { OPERATOR_UI } from "@gaadi/shared";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useOperatorCar } from "@/features/operator/api/operator";
import { errorMessage } from "@/lib/api-client";
import { CarRow } from "./car-row";
import { LookupForm } from "./lookup-form";

export function ListingsPanel() {
  const [id, setId] = useState("");
  const car = useOperatorCar(id);
  return (
    <div className="flex flex-col gap-4">
      <LookupForm label={OPERATOR_UI.carId} onFind={setId} />
      {id !== "" &&
        (car.isPending ? (
          <Spinner />
        ) : car.isError ? (
          <p role="alert">{errorMessage(car.error, "Could not load")}</p>
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="mb-2 text-sm text-slate-600">Owner: {car.data.car.ownerName}</p>
            <ul>
              <CarRow car={car.data.car} />
            </ul>
          </div>
        ))}
    </div>
  );
}
