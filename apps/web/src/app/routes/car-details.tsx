/**
 * Car details (customer document section 2, "Car details page"): Back, image, 'Available
 * Now' (and 'Instant book', issue 15), price per day, rating, specs, description, the car's
 * terms (issue 27: cancellation policy, deposit, discounts), pickup location, reviews, the
 * sticky booking form, and 'Ask the owner' with the owner's usual reply time (issue 31). Loads
 * the car from GET /api/user/cars/:id, so direct visits work; a spinner shows until it is found
 * and a hidden or unknown car reads 'Car not found' (status 404 when the server renders it). The
 * route's loader (router.tsx) loads the car and its reviews (the list and the header's rating)
 * together, beside this module in the browser, before the render on the server.
 */
import { CAR_MSG, type Car, formatRupees } from "@gaadi/shared";
import { ArrowLeft, CarFront } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/ui/page-meta";
import { PageSpinner } from "@/components/ui/spinner";
import { BookingForm } from "@/features/bookings/components/booking-form";
import { useCar, useOwnerReplyTime } from "@/features/cars/api/get-car";
import { BadDatesNotice } from "@/features/cars/components/availability-banner";
import { CarRating, CarSpecs, PickupLocation } from "@/features/cars/components/car-facts";
import { CarImage } from "@/features/cars/components/car-image";
import { CarTerms } from "@/features/cars/components/car-terms";
import { InstantBookBadge } from "@/features/cars/components/instant-book-badge";
import { hasBadDates } from "@/features/cars/listing-params";
import { AskOwner } from "@/features/messages/components/ask-owner";
import { useCarReviews } from "@/features/reviews/api/get-car-reviews";
import { CarReviews } from "@/features/reviews/components/car-reviews";
import { ApiError, errorMessage } from "@/lib/api-client";
import { HydrateLater } from "@/lib/hydrate-later";

/** The photo's width: the page less the booking column on desktop (max-w-7xl), else full. */
const HERO_SIZES =
  "(min-width: 1280px) 820px, (min-width: 1024px) calc(100vw - 476px), calc(100vw - 2rem)";

export default function CarDetailsPage() {
  const { id = "" } = useParams();
  const { data: car, error, isPending, refetch } = useCar(id);
  if (isPending) return <PageSpinner />;
  if (!car) {
    // null: the server answered 404 (get-car.ts); undefined: the call failed.
    const missing = car === null || (error instanceof ApiError && error.status === 404);
    return (
      <Problem
        title={missing ? CAR_MSG.carNotFound : "Something went wrong"}
        text={
          missing
            ? "This car may have been removed or is not available right now."
            : errorMessage(error, "We could not load this car. Please try again.")
        }
        onRetry={missing ? undefined : () => void refetch()}
      />
    );
  }
  return <CarDetails car={car} />;
}

function CarDetails({ car }: { car: Car }) {
  const navigate = useNavigate();
  const location = useLocation();
  const name = `${car.brand} ${car.model}`;
  // The reviews' answer is fresher than the car's (it reloads after a review); the car's own
  // aggregates stand in until it arrives or if it fails (silently, section 8).
  const reviews = useCarReviews(car._id).data;
  const replyTime = useOwnerReplyTime(car._id);
  // Back returns to where the visitor came from; a direct visit goes to the listing.
  const back = () => (location.key === "default" ? navigate("/cars") : navigate(-1));

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-6 sm:py-8">
      <PageMeta title={carTitle(car)} description={carDescription(car)} />
      <Button variant="ghost" onClick={back} className="-ml-2">
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </Button>
      {/* On phones the booking form follows the specs; on desktop it is a sticky column. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:grid-rows-[auto_1fr]">
        <div id="car-overview" className="space-y-8">
          {/* The parts below hydrate each in a task of their own after the page's main pass
              (lib/hydrate-later.tsx): each renders one element at its top. */}
          <HydrateLater>
            <div className="relative overflow-hidden rounded-2xl">
              <CarImage
                src={car.image}
                srcSet={car.imageCard ? `${car.imageCard} 640w, ${car.image} 1600w` : undefined}
                sizes={HERO_SIZES}
                width={1600}
                height={900}
                alt={name}
                priority
                className="aspect-[16/9] w-full"
              />
              <div className="absolute left-4 top-4 flex flex-wrap gap-2">
                {car.isAvaliable && (
                  <Badge tone="green" className="bg-emerald-50 px-3 py-1 text-sm shadow">
                    Available Now
                  </Badge>
                )}
                {car.instantBook && <InstantBookBadge className="px-3 py-1 text-sm shadow" />}
              </div>
            </div>
          </HydrateLater>
          <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h1 className="text-3xl font-bold text-slate-900">{name}</h1>
              <p className="mt-1 text-slate-600">{`${car.category} · ${car.year}`}</p>
            </div>
            <div className="flex flex-col gap-1 sm:items-end">
              <p className="text-slate-600">
                <span className="text-3xl font-bold text-brand-800">
                  {formatRupees(car.pricePerDay)}
                </span>
                {" per day"}
              </p>
              <div>
                <CarRating
                  average={reviews?.avgRating ?? car.avgRating}
                  count={reviews?.totalReviews ?? car.totalReviews}
                />
              </div>
            </div>
          </header>
          <HydrateLater>
            <CarSpecs car={car} />
          </HydrateLater>
        </div>
        <aside aria-label="Book this car" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* Dates in the link that are not dates are left out of the form, with a word. */}
          {hasBadDates(new URLSearchParams(location.search)) && <BadDatesNotice className="mb-4" />}
          {/* The form and, issue 31, Ask the owner with the owner's usual reply time stick
              together (the form's own sticky then has no room to move over the card). */}
          <div className="lg:sticky lg:top-24">
            <HydrateLater>
              <BookingForm car={car} />
            </HydrateLater>
            <HydrateLater>
              <AskOwner carId={car._id} ownerId={car.owner} replyTime={replyTime} />
            </HydrateLater>
          </div>
        </aside>
        <div id="car-about" className="space-y-8">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-lg font-semibold text-slate-900">
              Description
            </h2>
            <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
              {car.description}
            </p>
          </section>
          <HydrateLater>
            <CarTerms car={car} />
          </HydrateLater>
          <HydrateLater>
            <PickupLocation car={car} />
          </HydrateLater>
          <HydrateLater>
            <CarReviews carId={car._id} />
          </HydrateLater>
        </div>
      </div>
    </div>
  );
}

/** The car's city: its address's, else its location line. */
const cityOf = (car: Car) => car.address.city || car.location;

/** 'Brand Model in City · ₹X/day' (the tab and search-result title, before ' · Gaadi'). */
function carTitle(car: Car): string {
  return `${car.brand} ${car.model} in ${cityOf(car)} · ${formatRupees(car.pricePerDay)}/day`;
}

/** The car's search-result description: what it is, where, the price and its rating. */
function carDescription(car: Car): string {
  const rating =
    car.totalReviews > 0
      ? ` Rated ${car.avgRating.toFixed(1)} by ${car.totalReviews} renters.`
      : "";
  return `Rent this ${car.year} ${car.brand} ${car.model} (${car.category}, ${car.fuel_type}, ${car.transmission}, ${car.seating_capacity} seats) in ${cityOf(car)} for ${formatRupees(car.pricePerDay)} a day on Gaadi.${rating}`;
}

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PageMeta title={title} description={text} />
      <CarFront className="size-14 text-slate-300" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-6 flex gap-3">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link
          to="/cars"
          className="inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          Browse all cars
        </Link>
      </div>
    </div>
  );
}
