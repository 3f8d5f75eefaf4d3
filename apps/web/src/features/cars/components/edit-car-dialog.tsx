/**
 * The edit car dialog (owner document sections 2, 5 and 8): the car form filled with the car,
 * the edit category list (the add list plus Convertible, Minivan, Crossover, Sports Car,
 * Electric, Hybrid), an optional new photo, 'Updating...' while sending; the list refreshes
 * after an update. Failures read as in section 8 with 'update a car' / 'update car'.
 */
import { CAR_CATEGORIES, type Car } from "@gaadi/shared";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useEditCar } from "@/features/cars/api/edit-car";
import { saveCarError } from "@/features/cars/car-errors";
import { carToFormValues } from "@/features/cars/car-form-values";
import { toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { CarForm } from "./car-form";

export function EditCarDialog({ car, onClose }: { car: Car | null; onClose(): void }) {
  const editCar = useEditCar();
  return (
    <Dialog
      open={car !== null}
      onOpenChange={(open) => !open && !editCar.isPending && onClose()}
      title={car ? `Edit ${car.brand} ${car.model}` : "Edit car"}
      description="Update the details renters see. Leave the photo as it is to keep it."
      size="max-w-3xl"
    >
      {car && (
        <CarForm
          key={car._id}
          mode="edit"
          initial={carToFormValues(car)}
          currentImage={car.imageCard || car.image}
          categories={CAR_CATEGORIES}
          busy={editCar.isPending}
          saveError={editCar.error}
          submitLabel="Update Car"
          busyLabel="Updating..."
          actions={
            <Button variant="secondary" size="lg" disabled={editCar.isPending} onClick={onClose}>
              Cancel
            </Button>
          }
          onSubmit={(carData, image) =>
            editCar.mutate(
              { carId: car._id, carData, image },
              {
                onSuccess: (res) => {
                  toast.success(res.message);
                  onClose();
                },
                onError: (err) => toastApiError(err, saveCarError(err, "update")),
              },
            )
          }
        />
      )}
    </Dialog>
  );
}
