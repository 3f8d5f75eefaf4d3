/**
 * List Your Car (owner document section 2, "Static pages"): benefits and a short form.
 * Submitting only navigates to /owner/add-car and sends nothing. The submit label is
 * 'Add Your Car Now' when logged in and 'Get Started - Sign Up Required' otherwise; a
 * 'Sign in here' button opens login for logged-out visitors. Year minimum 2000 (section 9).
 */
import { indiaToday } from "@gaadi/shared";
import {
  BadgeIndianRupee,
  CalendarCheck,
  CarFront,
  Headphones,
  type LucideIcon,
  ShieldCheck,
} from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { PageMeta } from "@/components/ui/page-meta";
import { PageHero } from "@/features/static-pages/components/page-hero";
import { useLoginPrompt, useSession } from "@/lib/session";

const LIST_CAR_CITIES = [
  "Mumbai",
  "Delhi",
  "Bangalore",
  "Chennai",
  "Kolkata",
  "Hyderabad",
  "Pune",
  "Jaipur",
] as const;
const YEAR_MIN = 2000;

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeIndianRupee,
    title: "Earn extra income",
    text: "Owners may earn ₹15,000 to ₹45,000 a month from a car that would otherwise stand idle.",
  },
  {
    icon: CalendarCheck,
    title: "You're in control",
    text: "Set your own price per day, choose when the car is available and accept or decline every request.",
  },
  {
    icon: ShieldCheck,
    title: "Verified renters",
    text: "Renters are at least 21, verified and covered by insurance on every trip.",
  },
  {
    icon: Headphones,
    title: "Support when you need it",
    text: "Our team is on chat from 9 AM to 11 PM, with a 24x7 emergency hotline.",
  },
];

export default function ListYourCarPage() {
  const { user } = useSession();
  const { openLogin } = useLoginPrompt();
  const navigate = useNavigate();
  const signedIn = !!user;
  const maxYear = Number(indiaToday().slice(0, 4));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // The spec's form is a teaser: the real listing is made on /owner/add-car.
    navigate("/owner/add-car");
  }

  return (
    <>
      <PageMeta
        title="List your car"
        description="Earn from your car on Gaadi: list it in minutes, set your price per day and rent it to verified drivers."
      />
      <PageHero icon={CarFront} title="List Your Car">
        <p>Share your car with trusted renters near you and earn every time it's booked.</p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Why list with Gaadi?
          </h2>
          <ul className="mt-6 space-y-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50">
                  <Icon className="size-6 text-brand-700" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="form-title"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="form-title" className="text-2xl font-bold text-slate-900">
            Tell us about your car
          </h2>
          <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
          <form className="mt-6 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
            <Field label="Car brand" htmlFor="lyc-brand">
              <Input id="lyc-brand" name="brand" required placeholder="e.g. Maruti Suzuki" />
            </Field>
            <Field label="Model" htmlFor="lyc-model">
              <Input id="lyc-model" name="model" required placeholder="e.g. Swift" />
            </Field>
            <Field label="Year" htmlFor="lyc-year" hint={`${YEAR_MIN} to ${maxYear}`}>
              <Input
                id="lyc-year"
                name="year"
                type="number"
                inputMode="numeric"
                required
                min={YEAR_MIN}
                max={maxYear}
                placeholder={String(maxYear)}
              />
            </Field>
            <Field label="City" htmlFor="lyc-city">
              <Select id="lyc-city" name="city" required defaultValue="">
                <option value="" disabled>
                  Select city
                </option>
                {LIST_CAR_CITIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Expected price per day (₹)" htmlFor="lyc-price" className="sm:col-span-2">
              <Input
                id="lyc-price"
                name="price"
                type="number"
                inputMode="numeric"
                required
                min={1}
                placeholder="e.g. 2500"
              />
            </Field>
            <Button type="submit" size="lg" className="mt-2 w-full sm:col-span-2">
              {signedIn ? "Add Your Car Now" : "Get Started - Sign Up Required"}
            </Button>
          </form>
          {signedIn ? null : (
            <p className="mt-4 text-center text-sm text-slate-600">
              Already have an account?{" "}
              <button
                type="button"
                onClick={() => openLogin("login")}
                className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Sign in here
              </button>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
