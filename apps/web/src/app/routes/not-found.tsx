/** Page not found: a friendly 404 for any unknown client route, with ways back. */
import { CarFront, Home, SearchX } from "lucide-react";
import { Link } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageMeta
        title="Page not found"
        description="This page does not exist on Gaadi. Browse cars for rent or go back home."
      />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50">
        <SearchX className="size-8 text-brand-700" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-slate-600">
        Looks like this road leads nowhere. The page you were looking for has moved or never
        existed.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link
          to="/"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
        >
          <Home className="size-5" aria-hidden />
          Go Home
        </Link>
        <Link
          to="/cars"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 font-medium text-slate-800 hover:bg-slate-50"
        >
          <CarFront className="size-5" aria-hidden />
          Browse Cars
        </Link>
      </div>
    </section>
  );
}
