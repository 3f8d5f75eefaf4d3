/**
 * Parts of the car details page (customer document section 2, "Car details page"): the specs
 * grid (seats, fuel type, transmission, location), the rating line and the pickup location
 * block (city, state, street, landmark as 'Near ...' unless it starts with its own preposition,
 * ZIP).
 */
import { type Car, landmarkPhrase } from "@gaadi/shared";
import { Fuel, MapPin, Navigation, Settings2, Star, Users } from "lucide-react";
import { carPlace } from "./car-card";

export function CarSpecs({ car }: { car: Car }) {
  const specs = [
    { icon: Users, label: "Seats", value: `${car.seating_capacity} seats` },
    { icon: Fuel, label: "Fuel Type", value: car.fuel_type },
    { icon: Settings2, label: "Transmission", value: car.transmission },
    { icon: MapPin, label: "Location", value: carPlace(car) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {specs.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex flex-col items-center gap-1 rounded-xl bg-white p-4 text-center ring-1 ring-slate-200"
        >
          <Icon className="size-5 text-brand-700" aria-hidden />
          <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Average rating (one decimal) with the review count (customer document section 2, car details
 * page); 'No reviews yet' when the count is 0.
 */
export function CarRating({ average = 0, count = 0 }: { average?: number; count?: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <Star
        className={count ? "size-4 fill-accent-400 text-accent-400" : "size-4 text-slate-300"}
        aria-hidden
      />
      {count ? (
        <>
          <span className="font-semibold text-slate-900">{average.toFixed(1)}</span>
          {`(${count} ${count === 1 ? "review" : "reviews"})`}
        </>
      ) : (
        "No reviews yet"
      )}
    </p>
  );
}

export function PickupLocation({ car }: { car: Car }) {
  const { city, state, street, landmark, zipCode } = car.address;
  return (
    <section
      aria-labelledby="pickup-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2
        id="pickup-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Navigation className="size-5 text-brand-700" aria-hidden />
        Pickup Location
      </h2>
      <address className="mt-3 space-y-1 not-italic text-slate-700">
        <p className="font-medium text-slate-900">
          {[city || car.location, state].filter(Boolean).join(", ")}
        </p>
        {street && <p>{street}</p>}
        {landmark.trim() && <p className="text-slate-600">{landmarkPhrase(landmark)}</p>}
        {zipCode && <p className="text-slate-600">{`ZIP: ${zipCode}`}</p>}
      </address>
    </section>
  );
}
