/**
 * The heading band shared by the static pages (owner document section 2, "Static pages"):
 * one h1 per page, an optional eyebrow icon and a short introduction.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function PageHero({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20">
          <Icon className="size-7 text-accent-400" aria-hidden />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mx-auto mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
