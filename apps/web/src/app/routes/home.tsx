/**
 * Home (customer document section 2, "Home page"), sections in order: hero with the
 * 'Find Your Perfect Ride' search, featured vehicles (the first 8 cars), owner banner, three
 * testimonials, newsletter. Marketing figures are static (customer document section 1).
 */
import { LIMITS, TRIP_TERMS_MSG } from "@gaadi/shared";
import type { QueryClient } from "@tanstack/react-query";
import { ArrowRight, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";
import { prefetchCars, useCars } from "@/features/cars/api/get-cars";
import { CarCard, CarCardSkeleton } from "@/features/cars/components/car-card";
import { CarSearchForm } from "@/features/cars/components/car-search-form";
import { useListErrorToast } from "@/features/cars/use-list-error-toast";
import { Newsletter } from "@/features/home/components/newsletter";
import { OwnerBanner } from "@/features/home/components/owner-banner";
import { Testimonials } from "@/features/home/components/testimonials";
import { prefetchSettings, usePaymentTerms } from "@/features/settings/api/get-settings";
import { HydrateLater } from "@/lib/hydrate-later";

const FEATURED = { page: 1, limit: LIMITS.featuredCars };

/**
 * The featured cars and the settings saying how renters pay (the route's loader, router.tsx:
 * the server render needs them).
 */
export const prefetch = async (client: QueryClient) => {
  await Promise.all([prefetchCars(client, FEATURED), prefetchSettings(client)]);
};

const FIGURES = [
  { value: "500+", label: "Premium Cars" },
  { value: "50+", label: "Cities" },
  { value: "10k+", label: "Happy Customers" },
];

export default function HomePage() {
  return (
    <>
      <PageMeta
        title="Rent cars from owners across India"
        description="Rent verified cars from trusted owners across India, with transparent prices in rupees, or earn from your own car on Gaadi."
      />
      <Hero />
      <FeaturedCars />
      {/* Below the fold: each hydrates in its own task after the page's main pass. */}
      <HydrateLater>
        <OwnerBanner />
      </HydrateLater>
      <HydrateLater>
        <Testimonials />
      </HydrateLater>
      <HydrateLater>
        <Newsletter />
      </HydrateLater>
    </>
  );
}

/**
 * The hero: its words and the search form each hydrate in a task of their own after the page's
 * main pass (the form alone was over 100 ms of a phone's main thread with the words).
 */
function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-brand-900 to-brand-700 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -top-40 size-[32rem] rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:px-8 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <HydrateLater>
          <HeroWords />
        </HydrateLater>
        <HydrateLater>
          <CarSearchForm />
        </HydrateLater>
      </div>
    </section>
  );
}

function HeroWords() {
  const paymentTerms = usePaymentTerms();
  return (
    <div>
      <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
        <Sparkles className="size-4 text-accent-400" aria-hidden />
        Premium Car Rental Platform
      </p>
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
        Experience the Future of Driving
      </h1>
      <p className="mt-5 max-w-xl text-lg text-brand-100">
        {`Rent verified cars from trusted owners across India, at transparent prices in rupees, with insurance and driver checks. ${paymentTerms}`}
      </p>
      <dl className="mt-8 grid max-w-md grid-cols-3 gap-4">
        {FIGURES.map((f) => (
          <div key={f.label} className="flex flex-col-reverse">
            <dt className="text-sm text-brand-200">{f.label}</dt>
            <dd className="text-2xl font-bold text-white sm:text-3xl">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 flex items-center gap-2 text-sm text-brand-100">
        <ShieldCheck className="size-4 shrink-0 text-emerald-400" aria-hidden />
        {TRIP_TERMS_MSG.cancellation}
      </p>
    </div>
  );
}

function FeaturedCars() {
  const { data, isPending, error } = useCars(FEATURED);
  useListErrorToast(error);
  const cars = data?.cars ?? [];
  return (
    <section aria-labelledby="featured-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-title" className="text-3xl font-bold text-slate-900">
              Featured Vehicles
            </h2>
            <p className="mt-2 text-slate-600">
              Hand-picked cars from verified owners, ready for your next trip.
            </p>
          </div>
        </div>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {isPending && Array.from({ length: 4 }, (_, i) => <CarCardSkeleton key={i} />)}
          {cars.map((car) => (
            <HydrateLater key={car._id}>
              <CarCard car={car} />
            </HydrateLater>
          ))}
        </div>
        {!isPending && cars.length === 0 && (
          <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {error
              ? "Cars could not be loaded right now."
              : "No cars are listed yet. Be the first to list yours!"}
          </p>
        )}
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/cars"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            Explore All Cars
            <ArrowRight className="size-5" aria-hidden />
          </Link>
          <Link
            to="/about-us"
            className="inline-flex h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 font-medium text-slate-800 hover:bg-slate-50"
          >
            {/* The spec's label; the hidden words tell search engines and screen readers where. */}
            Learn More<span className="sr-only"> about Gaadi</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
