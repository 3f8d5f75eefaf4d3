/**
 * Three fixed testimonials with 5 stars (customer document section 2, home section 4). The
 * avatars are initials on a tinted disc: no network images.
 */
import { Quote, Star } from "lucide-react";

interface Testimonial {
  name: string;
  location: string;
  testimonial: string;
  rating: number;
  /** Tailwind classes of the initials disc. */
  tint: string;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Priya Sharma",
    location: "Mumbai, Maharashtra",
    testimonial:
      "Booked an SUV for a family trip to Lonavala. The car was spotless, the owner was on time and the price was exactly what the app showed. No surprises at all.",
    rating: 5,
    tint: "bg-rose-100 text-rose-700",
  },
  {
    name: "Arjun Mehta",
    location: "Bengaluru, Karnataka",
    testimonial:
      "I list my Creta on weekends and it pays for its own EMI now. Accepting bookings and tracking pickups takes a couple of minutes.",
    rating: 5,
    tint: "bg-brand-100 text-brand-800",
  },
  {
    name: "Kavya Iyer",
    location: "Chennai, Tamil Nadu",
    testimonial:
      "Needed an automatic at short notice for a wedding in Pondicherry. Found one nearby in minutes and the pickup was smooth. Will use again.",
    rating: 5,
    tint: "bg-amber-100 text-amber-800",
  },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((p) => p[0])
    .join("")
    .slice(0, 2);

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="render-when-near bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-bold text-slate-900">
            What Our Customers Say
          </h2>
          <p className="mt-3 text-slate-600">
            Renters and owners across India trust Gaadi for every kind of trip.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li
              key={t.name}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Quote className="absolute right-5 top-5 size-8 text-slate-100" aria-hidden />
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className={`flex size-12 items-center justify-center rounded-full text-base font-semibold ${t.tint}`}
                >
                  {initials(t.name)}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{t.name}</p>
                  <p className="text-sm text-slate-500">{t.location}</p>
                </div>
              </div>
              <div
                className="mt-4 flex gap-0.5"
                role="img"
                aria-label={`Rated ${t.rating} out of 5`}
              >
                {Array.from({ length: t.rating }, (_, i) => (
                  <Star key={i} className="size-4 fill-accent-400 text-accent-400" aria-hidden />
                ))}
              </div>
              <blockquote className="mt-3 text-slate-700">{`“${t.testimonial}”`}</blockquote>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
