/**
 * Car card (customer document section 2, "Car card"): image, 'Available' badge (and 'Instant
 * book' on a car that confirms requests at once, issue 15), price per day,
 * brand and model, category and year, seats, fuel, transmission, location (city, else the
 * location text; the street as a tooltip) and a View Details button. The whole card is one
 * link to /car-details/{id} (plus `linkQuery`, the listing's search dates), so it takes a
 * single tab stop: the title is the link, and its ::after covers the card, so the link's name
 * is the visible title (WCAG 2.5.3, label in name) and the specs are its description.
 *
 * The photo is the card rendition (640 px) with the full one (1600 px) in its srcset, sized by
 * the grid's columns. `priority` marks a card in the first screenful (the page's LCP
 * candidate): loaded at once with fetchpriority high; the others load lazily.
 *
 * In a date search (issue 27 item 5) the card also states the trip's total, as the server
 * priced it (`car.tripTotal`, the quote's total), for `tripDays` (the search's rental days):
 * '₹14,087 total for 7 days', fee and GST included; the link's description names it too. Both
 * come from the listing's answer and the URL, so the server's render and the browser's
 * hydration show the same. Adjacent texts are one template string: the server's HTML holds them
 * as one text node, and separate children would make the hydration insert a node for each
 * (a relayout of the list per card; issue 26).
 */
import { type Car, formatRupees, TRIP_TOTAL_MSG } from "@gaadi/shared";
import { ArrowRight, Fuel, MapPin, Settings2, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { CarImage } from "./car-image";
import { InstantBookBadge } from "./instant-book-badge";

/** The card-size rendition when the API offers one, else the full image. */
export function cardImageOf(car: Pick<Car, "image"> & { imageCard?: string }): string {
  return car.imageCard || car.image;
}

/** City, else the free location text (customer document section 2). */
export function carPlace(car: Pick<Car, "location" | "address">): string {
  return car.address?.city || car.location;
}

/** The card's width per grid column count (sm 2, lg 3, xl 4 columns in a max-w-7xl page). */
const CARD_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export function CarCard({
  car,
  linkQuery = "",
  heading: Heading = "h3",
  priority = false,
  tripDays,
}: {
  car: Car;
  linkQuery?: string;
  /** The date search's rental days: with the car's tripTotal, the card shows the trip total. */
  tripDays?: number | undefined;
  /** The title's heading level: h2 where the card list follows the page's h1. */
  heading?: "h2" | "h3";
  /** In the first screenful: load the photo at once, with high priority. */
  priority?: boolean;
}) {
  const detailsId = useId();
  const totalId = useId();
  const total = car.tripTotal !== undefined && tripDays ? car.tripTotal : undefined;
  return (
    <div className="render-when-near group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:-translate-y-0.5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="relative">
        <CarImage
          src={cardImageOf(car)}
          srcSet={car.imageCard ? `${car.imageCard} 640w, ${car.image} 1600w` : undefined}
          sizes={CARD_SIZES}
          width={640}
          height={400}
          priority={priority}
          alt={`${car.brand} ${car.model}`}
          className="aspect-[16/10] w-full transition duration-300 group-hover:scale-[1.02]"
        />
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {car.isAvaliable && (
            <Badge tone="green" className="bg-emerald-50/95 shadow-sm">
              Available
            </Badge>
          )}
          {car.instantBook && <InstantBookBadge />}
        </div>
        <div className="absolute bottom-3 right-3 rounded-lg bg-slate-900/80 px-2.5 py-1 text-white backdrop-blur">
          <span className="font-semibold">{formatRupees(car.pricePerDay)}</span>
          <span className="text-xs text-slate-200"> / day</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="text-lg font-semibold text-slate-900">
            <Link
              to={`/car-details/${car._id}${linkQuery}`}
              aria-describedby={total === undefined ? detailsId : `${detailsId} ${totalId}`}
              className="outline-none after:absolute after:inset-0 after:z-10"
            >
              {`${car.brand} ${car.model}`}
            </Link>
          </Heading>
          <p className="text-sm text-slate-500">{`${car.category} · ${car.year}`}</p>
        </div>
        <ul id={detailsId} className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-slate-400" aria-hidden />
            {`${car.seating_capacity} seats`}
          </li>
          <li className="flex items-center gap-1.5">
            <Fuel className="size-4 text-slate-400" aria-hidden />
            {car.fuel_type}
          </li>
          <li className="flex items-center gap-1.5">
            <Settings2 className="size-4 text-slate-400" aria-hidden />
            {car.transmission}
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
            <Place place={carPlace(car)} street={car.address?.street} />
          </li>
          <li className="sr-only">{`${formatRupees(car.pricePerDay)} per day`}</li>
        </ul>
        {total !== undefined && tripDays && (
          <TripTotal id={totalId} total={total} days={tripDays} />
        )}
        <span className="mt-auto inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-50 text-sm font-medium text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
          View Details
          <ArrowRight className="size-4" aria-hidden />
        </span>
      </div>
    </div>
  );
}

/** '₹14,087 total for 7 days' and what it includes: the price row of a date search's card. */
function TripTotal({ id, total, days }: { id: string; total: number; days: number }) {
  return (
    <div id={id} className="border-t border-slate-100 pt-3">
      <p className="text-slate-600" data-testid="trip-total">
        <span className="text-lg font-bold text-slate-900">{TRIP_TOTAL_MSG.amount(total)}</span>{" "}
        <span className="text-sm">{TRIP_TOTAL_MSG.forDays(days)}</span>
      </p>
      <p className="text-xs text-slate-500">{TRIP_TOTAL_MSG.includes}</p>
    </div>
  );
}

/**
 * The card's place, with the street as a tooltip on hover (customer document section 2). It
 * sits above the link's overlay, which would otherwise take the hover (issue 25, item 7);
 * screen readers hear the street in the card's description.
 */
function Place({ place, street }: { place: string; street?: string | undefined }) {
  if (!street) return <span className="truncate">{place}</span>;
  return (
    <span className="group/street relative z-20 flex min-w-0">
      <span className="truncate">{place}</span>
      <span className="sr-only">{`, ${street}`}</span>
      <span
        role="tooltip"
        className="invisible absolute bottom-full right-0 mb-1.5 w-max max-w-48 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg group-hover/street:visible"
      >
        {street}
      </span>
    </span>
  );
}

/** A grey placeholder of a card while the list loads. */
export function CarCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[16/10] bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-10 rounded-lg bg-slate-100" />
      </div>
    </div>
  );
}
