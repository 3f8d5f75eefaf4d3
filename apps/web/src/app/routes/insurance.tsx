/**
 * Insurance (owner document section 2, "Static pages"): three plans (Basic free, Premium,
 * Comprehensive), covered items, claim steps and FAQs. Plan selection is local state only and
 * is sent nowhere.
 */
import { Check, CheckCircle2, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/ui/page-meta";
import { PageHero } from "@/features/static-pages/components/page-hero";
import { cn } from "@/lib/cn";
import {
  CLAIM_STEPS,
  COVERED,
  INSURANCE_FAQ,
  type InsurancePlan,
  PLANS,
} from "./content/insurance";

export default function InsurancePage() {
  const [selected, setSelected] = useState<InsurancePlan["id"] | null>(null);
  return (
    <>
      <PageMeta
        title="Insurance & Protection"
        description="Every Gaadi trip is insured: compare the protection plans and choose how much cover you want."
      />
      <PageHero icon={ShieldCheck} title="Insurance & Protection">
        <p>Drive with peace of mind. Every trip is covered, and you choose how much.</p>
      </PageHero>

      <section aria-labelledby="plans-title" className="py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="plans-title" className="text-center text-3xl font-bold text-slate-900">
            Choose your plan
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => {
              const isSelected = selected === plan.id;
              return (
                <li
                  key={plan.id}
                  data-testid={`plan-${plan.id}`}
                  className={cn(
                    "flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
                    isSelected && "ring-2 ring-brand-600",
                  )}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
                    {plan.popular ? <Badge tone="yellow">Most popular</Badge> : null}
                  </div>
                  <p className="mt-4">
                    <span className="text-4xl font-extrabold text-brand-700">{plan.price}</span>{" "}
                    <span className="text-slate-600">{plan.priceNote}</span>
                  </p>
                  <p className="mt-2 font-medium text-slate-800">{plan.deposit}</p>
                  <ul className="mt-5 flex-1 space-y-2">
                    {plan.features.map((f) => (
                      <li key={f} className="flex gap-2 text-slate-700">
                        <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                        {f}
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-6 w-full"
                    size="lg"
                    variant={isSelected ? "primary" : "secondary"}
                    aria-pressed={isSelected}
                    onClick={() => setSelected(isSelected ? null : plan.id)}
                  >
                    {isSelected ? (
                      <>
                        <CheckCircle2 className="size-5" aria-hidden />
                        Selected<span className="sr-only"> {plan.name} plan</span>
                      </>
                    ) : (
                      <>
                        {/* One text run: the button's flex gap would part 'Select' and 'plan'. */}
                        <span>
                          Select <span className="sr-only">{plan.name} </span>plan
                        </span>
                      </>
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-center text-sm text-slate-600" aria-live="polite">
            {selected
              ? `${PLANS.find((p) => p.id === selected)?.name} plan selected. Mention it to the owner at pickup.`
              : "Basic cover applies unless you choose an upgrade."}
          </p>
        </div>
      </section>

      <section aria-labelledby="covered-title" className="bg-slate-50 py-10 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="covered-title" className="text-center text-3xl font-bold text-slate-900">
            What's covered
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COVERED.map((c) => (
              <li
                key={c.title}
                className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200"
              >
                <ShieldCheck className="size-6 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h3 className="font-semibold text-slate-900">{c.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{c.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="claims-title" className="py-10 sm:py-16">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <h2 id="claims-title" className="text-center text-3xl font-bold text-slate-900">
            How to make a claim
          </h2>
          <ol className="mt-8 space-y-4">
            {CLAIM_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>

          <h2 className="mt-16 text-center text-3xl font-bold text-slate-900">
            Insurance questions
          </h2>
          <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {INSURANCE_FAQ.map((f) => (
              <div key={f.question} className="p-5">
                <dt className="font-semibold text-slate-900">{f.question}</dt>
                <dd className="mt-1 text-slate-600">{f.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
