/**
 * About Us (owner document section 2, "Static pages"): the company story, three values
 * (Trust & Safety, Affordability, Convenience), the figures 10,000+ customers, 500+ cars,
 * 50+ cities and 4.9/5 rating, and links to /cars and /owner/add-car.
 */
import { TRIP_TERMS_MSG } from "@gaadi/shared";
import type { QueryClient } from "@tanstack/react-query";
import { ArrowRight, BadgeIndianRupee, CarFront, Info, ShieldCheck, Zap } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";
import { prefetchSettings, usePaymentTerms } from "@/features/settings/api/get-settings";
import { PageHero } from "@/features/static-pages/components/page-hero";

/** The settings saying how renters pay (the route's loader: the server render needs them). */
export const prefetch = (client: QueryClient) => prefetchSettings(client);

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Trust & Safety",
    text: "Every owner and renter is verified, every car is checked, and every trip comes with insurance options and a 24x7 emergency hotline.",
  },
  {
    icon: BadgeIndianRupee,
    title: "Affordability",
    text: `Clear prices in rupees per day set by owners and no hidden fees. ${TRIP_TERMS_MSG.cancellation}`,
  },
  {
    icon: Zap,
    title: "Convenience",
    text: "Find a car near you, send a request in a minute and pick it up from the owner's location when they accept.",
  },
];

const FIGURES = [
  { value: "10,000+", label: "Happy customers" },
  { value: "500+", label: "Cars listed" },
  { value: "50+", label: "Cities" },
  { value: "4.9/5", label: "Average rating" },
];

export default function AboutUsPage() {
  const paymentTerms = usePaymentTerms();
  return (
    <>
      <PageMeta
        title="About us"
        description="About Gaadi, India's peer-to-peer car rental marketplace connecting people who need a car with neighbours who have one."
      />
      <PageHero icon={Info} title="About Gaadi">
        <p>
          India's peer-to-peer car rental marketplace, connecting people who need a car with
          neighbours who have one.
        </p>
      </PageHero>

      <section aria-labelledby="story-title" className="py-10 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="story-title" className="text-3xl font-bold text-slate-900">
              Our story
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
              <p>
                Gaadi began with a simple observation: most private cars in India stand parked for
                more than twenty hours a day, while millions of people struggle to find a reliable,
                fairly priced car for a weekend trip, a wedding or a family visit.
              </p>
              <p>
                We built a marketplace where car owners list their vehicles, set their own daily
                price in rupees and decide who drives them. Renters browse verified cars and request
                the dates they need. {paymentTerms}
              </p>
              <p>
                Today Gaadi connects owners and renters in more than 50 cities, from metro
                neighbourhoods to hill-station getaways, and we are only getting started.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center">
            {FIGURES.map((f) => (
              <div
                key={f.label}
                className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
              >
                <dt className="mt-1 text-sm text-slate-600">{f.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50 py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-center text-3xl font-bold text-slate-900">
            What we stand for
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50">
                  <Icon className="size-6 text-brand-700" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="py-10 sm:py-16">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <CarFront className="mx-auto size-10 text-accent-500" aria-hidden />
          <h2 id="cta-title" className="mt-3 text-3xl font-bold text-slate-900">
            Ready to hit the road?
          </h2>
          <p className="mt-3 text-slate-600">
            Rent a car for your next trip, or earn from the car you already own.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/cars"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
            >
              Browse Cars
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to="/owner/add-car"
              className="inline-flex h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-6 font-medium text-slate-800 hover:bg-slate-50"
            >
              List Your Car
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
