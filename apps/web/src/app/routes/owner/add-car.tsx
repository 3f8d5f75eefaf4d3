/**
 * Add car (owner document sections 2, 5 and 8): the car form with the add categories; while
 * sending the button reads 'Listing...'; success shows the server's message and opens Manage
 * Cars; failures show the server's message or the section 8 text for the status.
 */
import { ADD_CAR_CATEGORIES } from "@gaadi/shared";
import { useNavigate } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";
import { useAddCar } from "@/features/cars/api/add-car";
import { saveCarError } from "@/features/cars/car-errors";
import { CarForm } from "@/features/cars/components/car-form";
import { OwnerPageHeader } from "@/features/cars/components/owner-page-header";
import { toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

export default function AddCarPage() {
  const navigate = useNavigate();
  const addCar = useAddCar();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8 lg:px-8">
      <PageMeta
        title="Add New Car"
        description="List a new car for booking on Gaadi: pricing, availability and specifications."
      />
      <OwnerPageHeader
        title="Add New Car"
        subtitle="Fill in the details to list a new car for booking, including pricing, availability and specifications."
      />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <CarForm
          mode="add"
          categories={ADD_CAR_CATEGORIES}
          busy={addCar.isPending}
          saveError={addCar.error}
          submitLabel="List Your Car"
          busyLabel="Listing..."
          onSubmit={(carData, image) =>
            addCar.mutate(
              { carData, image: image! },
              {
                onSuccess: (res) => {
                  toast.success(res.message);
                  navigate("/owner/manage-cars");
                },
                onError: (err) => toastApiError(err, saveCarError(err, "add")),
              },
            )
          }
        />
      </div>
    </div>
  );
}
