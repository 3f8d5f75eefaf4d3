/**
 * Help Center (owner document section 2, "Static pages"): a searchable FAQ of 8 items filtered
 * by question, answer or category text, a no-results message, three contact channels and an
 * emergency hotline (section 9: chat 9 AM to 11 PM, e-mail replies within 2 hours).
 */
import type { QueryClient } from "@tanstack/react-query";
import { ChevronDown, LifeBuoy, Mail, MessageCircle, Phone, Search, Siren } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/field";
import { PageMeta } from "@/components/ui/page-meta";
import { SUPPORT } from "@/config/support";
import { prefetchSettings, usePaymentTerms } from "@/features/settings/api/get-settings";
import { PageHero } from "@/features/static-pages/components/page-hero";
import { filterFaq, helpFaq } from "./content/help-faq";

/** The settings saying how renters pay (the route's loader: the server render needs them). */
export const prefetch = (client: QueryClient) => prefetchSettings(client);

const CHANNELS = [
  {
    icon: MessageCircle,
    title: "Live chat",
    detail: "Chat with our support team",
    note: "Available 9 AM to 11 PM, every day",
  },
  {
    icon: Mail,
    title: "E-mail",
    detail: SUPPORT.email,
    href: `mailto:${SUPPORT.email}`,
    note: "We reply within 2 hours",
  },
  {
    icon: Phone,
    title: "Phone",
    detail: SUPPORT.phone.label,
    href: `tel:${SUPPORT.phone.tel}`,
    note: "Mon to Sat, 9 AM to 9 PM",
  },
];

export default function HelpCenterPage() {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const paymentTerms = usePaymentTerms();
  const results = filterFaq(helpFaq(paymentTerms), query);

  return (
    <>
      <PageMeta
        title="Help Center"
        description="Answers to common questions about renting and listing cars on Gaadi: bookings, payments, cancellations and insurance."
      />
      <PageHero icon={LifeBuoy} title="Help Center">
        <p>Answers to common questions about renting and listing cars on Gaadi.</p>
      </PageHero>

      <section aria-labelledby="faq-title" className="py-10 sm:py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="faq-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Frequently asked questions
          </h2>
          <div className="relative mt-6">
            <label htmlFor={searchId} className="sr-only">
              Search help articles
            </label>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by question, answer or topic"
              className="h-12 pl-10 text-base"
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {results.length} {results.length === 1 ? "result" : "results"}
          </p>
          {results.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No results found for "{query.trim()}". Try other words or contact us below.
            </p>
          ) : (
            <ul className="mt-6 space-y-3">
              {results.map((item) => (
                <li key={item.question} data-testid="faq-item">
                  <details className="group rounded-xl border border-slate-200 bg-white shadow-sm">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                      <span>
                        <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                          {item.category}
                        </span>
                        <span className="mt-1 block font-semibold text-slate-900">
                          {item.question}
                        </span>
                      </span>
                      <ChevronDown
                        className="mt-1 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                        aria-hidden
                      />
                    </summary>
                    <p className="px-4 pb-4 leading-relaxed text-slate-700">{item.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="contact-title" className="bg-slate-50 py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="contact-title"
            className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
          >
            Still need help?
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {CHANNELS.map(({ icon: Icon, title, detail, href, note }) => (
              <li
                key={title}
                className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
              >
                <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-50">
                  <Icon className="size-6 text-brand-700" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                {href ? (
                  <a href={href} className="mt-1 block font-medium text-brand-700 hover:underline">
                    {detail}
                  </a>
                ) : (
                  <p className="mt-1 font-medium text-slate-800">{detail}</p>
                )}
                <p className="mt-2 text-sm text-slate-600">{note}</p>
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-8 flex max-w-4xl flex-col items-center gap-4 rounded-2xl bg-red-50 p-6 text-center ring-1 ring-red-200 sm:flex-row sm:text-left">
            <Siren className="size-10 shrink-0 text-red-600" aria-hidden />
            <div>
              <h3 className="text-lg font-semibold text-red-800">24x7 emergency hotline</h3>
              <p className="mt-1 text-red-800">
                Accident, breakdown or safety concern during a trip? Call{" "}
                <a href="tel:1800123456" className="font-bold underline">
                  1800 123 456
                </a>{" "}
                (toll free), any time.
              </p>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
