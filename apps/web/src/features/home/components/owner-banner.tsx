/**
 * The owner opportunity banner (customer document section 2, home section 3) with a
 * 'List Your Car Now' link to /owner/add-car.
 */
import { ArrowRight, BadgeIndianRupee, CalendarCheck, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

const POINTS = [
  { icon: BadgeIndianRupee, text: "Earn ₹15,000 to ₹45,000 a month" },
  { icon: ShieldCheck, text: "Insurance and driver checks handled" },
  { icon: CalendarCheck, text: "You decide when your car is available" },
];

export function OwnerBanner() {
  return (
    <section aria-labelledby="owner-banner-title" className="render-when-near py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-10 text-white sm:px-12 sm:py-14">
          <div className="grid items-center gap-8 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 id="owner-banner-title" className="text-3xl font-bold sm:text-4xl">
                Do you own a car?
              </h2>
              <p className="mt-3 max-w-xl text-brand-100">
                Turn your idle car into steady income. List it on Gaadi in minutes; we handle
                insurance and driver checks, and renters pay you at pickup.
              </p>
              <Link
                to="/owner/add-car"
                className="mt-6 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-800 shadow hover:bg-brand-50"
              >
                List Your Car Now
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            </div>
            <ul className="space-y-3">
              {POINTS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
                  <Icon className="size-6 shrink-0 text-accent-400" aria-hidden />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
