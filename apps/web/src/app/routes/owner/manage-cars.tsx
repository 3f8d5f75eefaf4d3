/**
 * Manage Cars (owner document sections 2 and 8): the owner's cars with edit (dialog),
 * hide/show (warning confirmation 'Hide Car?' / 'Show Car?', 'Changing...') and delete
 * (danger confirmation 'Delete Car?', 'Delete Car' / 'Cancel', 'Deleting...'). Every failure
 * reads as section 8 says. The delete confirmation names the car's pending requests and
 * confirmed trips, which the server's 409 would refuse the delete for (issue 25 defect 14).
 */
import { type Car, carTripsWarning, HOLDING_STATUSES } from "@gaadi/shared";
import { CarFront, PlusCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { PageMeta } from "@/components/ui/page-meta";
import { PageSpinner } from "@/components/ui/spinner";
import { useOwnerBookings } from "@/features/bookings/api/get-owner-bookings";
import { useDeleteCar } from "@/features/cars/api/delete-car";
import { useOwnerCars } from "@/features/cars/api/get-owner-cars";
import { useToggleCar } from "@/features/cars/api/toggle-car";
import { deleteCarError, loadOwnerCarsError, toggleCarError } from "@/features/cars/car-errors";
import { EditCarDialog } from "@/features/cars/components/edit-car-dialog";
import { OwnerCarsTable } from "@/features/cars/components/owner-cars-table";
import { OwnerPageHeader } from "@/features/cars/components/owner-page-header";
import { toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

export default function ManageCarsPage() {
  const cars = useOwnerCars();
  const toggle = useToggleCar();
  const remove = useDeleteCar();
  const [editing, setEditing] = useState<Car | null>(null);
  const [toggling, setToggling] = useState<Car | null>(null);
  const [deleting, setDeleting] = useState<Car | null>(null);

  useEffect(() => {
    if (cars.error) {
      toastApiError(cars.error, loadOwnerCarsError(cars.error), { id: "owner-cars-error" });
    }
  }, [cars.error]);

  const name = (car: Car | null) => (car ? `${car.brand} ${car.model}` : "");
  const hiding = toggling?.isAvaliable ?? true;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8 lg:px-8">
      <PageMeta
        title="Manage Cars"
        description="Your listed cars on Gaadi: edit them, pause or resume bookings, or remove them."
      />
      <OwnerPageHeader
        title="Manage Cars"
        subtitle="View all your listed cars, update their details, or remove them from the booking platform."
      />
      <div className="mt-6">
        {cars.isPending ? (
          <PageSpinner />
        ) : cars.error ? (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
            <p>{loadOwnerCarsError(cars.error)}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void cars.refetch()}>
              Try again
            </Button>
          </div>
        ) : cars.data.length === 0 ? (
          <EmptyState
            icon={CarFront}
            title="No cars listed yet"
            text="List your first car and start earning."
          >
            <Link
              to="/owner/add-car"
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
            >
              <PlusCircle className="size-4" aria-hidden />
              Add car
            </Link>
          </EmptyState>
        ) : (
          <OwnerCarsTable
            cars={cars.data}
            onEdit={setEditing}
            onToggle={setToggling}
            onDelete={setDeleting}
          />
        )}
      </div>

      <EditCarDialog car={editing} onClose={() => setEditing(null)} />

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        type="warning"
        title={hiding ? "Hide Car?" : "Show Car?"}
        message={
          hiding
            ? `Hiding ${name(toggling)} makes the car unavailable for bookings. You can show it again at any time.`
            : `Showing ${name(toggling)} makes the car available for bookings again.`
        }
        confirmLabel={hiding ? "Hide Car" : "Show Car"}
        busy={toggle.isPending}
        busyLabel="Changing..."
        onConfirm={() =>
          toggling &&
          toggle.mutate(
            { carId: toggling._id, isAvaliable: !hiding },
            {
              onSuccess: (res) => toast.success(res.message),
              onError: (err) => toastApiError(err, toggleCarError(err)),
              onSettled: () => setToggling(null),
            },
          )
        }
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        type="danger"
        title="Delete Car?"
        message={`Are you sure you want to delete ${name(deleting)}? This action cannot be undone.`}
        confirmLabel="Delete Car"
        cancelLabel="Cancel"
        busy={remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (res) => toast.success(res.message),
            onError: (err) => toastApiError(err, deleteCarError(err)),
            onSettled: () => setDeleting(null),
          })
        }
      >
        {deleting && <CarTrips carId={deleting._id} />}
      </ConfirmDialog>
    </div>
  );
}

/**
 * The car's pending requests and confirmed (booked or on_rent) trips, from the owner's
 * bookings, as a warning inside the delete confirmation; nothing when it has none. Mounted
 * only while the dialog is open, so Manage Cars alone does not load the bookings.
 */
function CarTrips({ carId }: { carId: string }) {
  const bookings = useOwnerBookings();
  const mine = (bookings.data ?? []).filter(
    (b) => b.car._id === carId && (HOLDING_STATUSES as readonly string[]).includes(b.status),
  );
  const pending = mine.filter((b) => b.status === "pending").length;
  const warning = carTripsWarning({ pending, confirmed: mine.length - pending });
  if (!warning) return null;
  return (
    <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {warning}
      <Link to="/owner/manage-bookings" className="mt-1 block font-medium underline">
        Open Manage Bookings
      </Link>
    </p>
  );
}
