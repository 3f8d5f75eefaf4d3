import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { SUPPORT } from "@/config/support";
import { Logo } from "./logo";
import { SUPPORT_LINKS } from "./support-links";

const columns = [
  {
    title: "Explore",
    links: [
      { to: "/", label: "Home" },
      { to: "/cars", label: "Browse Cars" },
      { to: "/list-your-car", label: "List Your Car" },
      { to: "/about-us", label: "About Us" },
    ],
  },
  {
    title: "Support",
    links: SUPPORT_LINKS,
  },
];

const linkClass = "rounded text-sm text-slate-600 hover:text-brand-700 hover:underline";

/**
 * The footer (owner document section 2), shown to visitors outside the owner area: a short
 * brand blurb, links to /, /cars, /list-your-car, /about-us, /help-center, /terms-of-service,
 * /data-protection and /insurance, a contact line and the copyright year.
 */
export function Footer() {
  return (
    <footer className="render-when-near border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo className="self-start" />
          <p className="max-w-xs text-sm leading-relaxed text-slate-600">
            Rent cars from verified owners across India, or earn from the car in your driveway.
            Insured trips, checked drivers, no hidden fees.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-4 flex flex-col gap-3">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold text-slate-900">Contact</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm text-slate-600">
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-brand-700" aria-hidden />
              <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
                {SUPPORT.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-brand-700" aria-hidden />
              <a href={`tel:${SUPPORT.phone.tel}`} className={linkClass}>
                {SUPPORT.phone.label}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              <span>Koramangala, Bengaluru 560034</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-500 sm:px-6 lg:px-8">
          {`© ${new Date().getFullYear()} Gaadi. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
