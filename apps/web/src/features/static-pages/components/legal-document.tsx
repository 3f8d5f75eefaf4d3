/**
 * A numbered legal document (Terms of Service, Privacy Policy): a table of contents and one
 * numbered section per entry, each an h2 with paragraphs and optional bullet points.
 */
import { ScrollText } from "lucide-react";
import { PageHero } from "./page-hero";

export interface LegalSection {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export function LegalDocument({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: string;
  /** Shown as 'Last updated ...'. */
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero icon={ScrollText} title={title}>
        <p>{intro}</p>
        <p className="mt-3 text-sm text-brand-200">Last updated {updated}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
        <nav aria-label="Contents" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Contents</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((s, i) => (
              <li key={s.title}>
                <a
                  href={`#section-${i + 1}`}
                  className="rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="mt-10 space-y-10">
          {sections.map((s, i) => (
            <li
              key={s.title}
              id={`section-${i + 1}`}
              data-testid="legal-section"
              className="scroll-mt-24"
            >
              <h2 className="flex gap-3 text-xl font-bold text-slate-900 sm:text-2xl">
                <span className="text-brand-700">{i + 1}.</span>
                <span>{s.title}</span>
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.points ? (
                  <ul className="list-disc space-y-1.5 pl-6">
                    {s.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
