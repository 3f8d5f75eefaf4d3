import type { ReactNode } from "react";

/**
 * A white card section of the dashboard headed by `title` (its accessible name). `min-w-0`: as a
 * grid item it may shrink below its longest car name, which then truncates instead of widening
 * the page on a phone.
 */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
