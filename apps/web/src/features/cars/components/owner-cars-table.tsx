/**
 * The Manage Cars list (owner document section 2): Car (image, brand and model, seats ·
 * transmission, location from address city and state, else location), Category, Price
 * (₹ pricePerDay /day), Status (Available or Unavailable) and Actions (calendar, edit, hide/show,
 * delete). A table from tablet width up, cards on phones. Action buttons are named after the
 * car ('Edit Hyundai Creta').
 */
import { type Car, formatRupees } from "@gaadi/shared";
import { CalendarDays, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { TableCard } from "@/components/ui/table-card";
import { cardImageOf } from "./car-card";
import { CarImage } from "./car-image";

const COLUMNS = ["Car", "Category", "Price", "Status", "Actions"];

export interface CarActions {
  onEdit(car: Car): void;
  onToggle(car: Car): void;
  onDelete(car: Car): void;
}

function ownerPlace(car: Car): string {
  const { city, state } = car.address;
  return city && state ? `${city}, ${state}` : city || car.location;
}

/** Available or Unavailable; a car Gaadi hid (issue 29) says so, with why. */
function Status({ car }: { car: Car }) {
  if (car.hiddenReason) {
    return (
      <span className="inline-flex flex-col items-start gap-1">
        <Badge tone="red">Hidden by Gaadi</Badge>
        <span className="max-w-64 text-xs text-red-800">{car.hiddenReason}</span>
      </span>
    );
  }
  return car.isAvaliable ? (
    <Badge tone="green">Available</Badge>
  ) : (
    <Badge tone="red">Unavailable</Badge>
  );
}

function IconAction({
  label,
  title,
  tone,
  onClick,
  children,
}: {
  label: string;
  title: string;
  tone: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg transition-colors ${tone}`}
    >
      {children}
    </button>
  );
}

function Actions({ car, onEdit, onToggle, onDelete }: { car: Car } & CarActions) {
  const name = `${car.brand} ${car.model}`;
  const verb = car.isAvaliable ? "Hide" : "Show";
  const ToggleIcon = car.isAvaliable ? EyeOff : Eye;
  return (
    <div className="flex items-center gap-1">
      <Link
        to={`/owner/manage-cars/${encodeURIComponent(car._id)}/calendar`}
        aria-label={`Calendar of ${name}`}
        title="Calendar"
        className="inline-flex size-9 items-center justify-center rounded-lg text-emerald-700 transition-colors hover:bg-emerald-50"
      >
        <CalendarDays className="size-4" aria-hidden />
      </Link>
      <IconAction
        label={`Edit ${name}`}
        title="Edit"
        tone="text-brand-700 hover:bg-brand-50"
        onClick={() => onEdit(car)}
      >
        <Pencil className="size-4" aria-hidden />
      </IconAction>
      <IconAction
        label={`${verb} ${name}`}
        title={verb}
        tone="text-amber-600 hover:bg-amber-50"
        onClick={() => onToggle(car)}
      >
        <ToggleIcon className="size-4" aria-hidden />
      </IconAction>
      <IconAction
        label={`Delete ${name}`}
        title="Delete"
        tone="text-red-600 hover:bg-red-50"
        onClick={() => onDelete(car)}
      >
        <Trash2 className="size-4" aria-hidden />
      </IconAction>
    </div>
  );
}

function CarCell({ car }: { car: Car }) {
  return (
    <div className="flex items-center gap-3">
      <CarImage
        src={cardImageOf(car)}
        alt={`${car.brand} ${car.model}`}
        className="h-14 w-20 shrink-0 rounded-lg"
      />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {car.brand} {car.model}
        </p>
        <p className="text-xs text-slate-500">
          {car.seating_capacity} seats · {car.transmission}
        </p>
        <p className="truncate text-xs text-slate-500">{ownerPlace(car)}</p>
      </div>
    </div>
  );
}

export function OwnerCarsTable({ cars, ...actions }: { cars: Car[] } & CarActions) {
  return (
    <>
      <TableCard columns={COLUMNS}>
        {cars.map((car) => (
          <tr key={car._id} className="hover:bg-slate-50/60">
            <td className="px-4 py-3">
              <CarCell car={car} />
            </td>
            <td className="px-4 py-3 text-slate-700">{car.category}</td>
            <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900">
              {formatRupees(car.pricePerDay)}
              <span className="font-normal text-slate-500"> /day</span>
            </td>
            <td className="px-4 py-3">
              <Status car={car} />
            </td>
            <td className="px-4 py-3">
              <Actions car={car} {...actions} />
            </td>
          </tr>
        ))}
      </TableCard>
      <ul className="space-y-3 md:hidden">
        {cars.map((car) => (
          <li key={car._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <CarCell car={car} />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <div className="flex items-center gap-2 text-sm">
                <span className="font-medium text-slate-900">
                  {formatRupees(car.pricePerDay)}
                  <span className="font-normal text-slate-500"> /day</span>
                </span>
                <span className="text-slate-300">·</span>
                <span className="text-slate-600">{car.category}</span>
                <Status car={car} />
              </div>
              <Actions car={car} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
