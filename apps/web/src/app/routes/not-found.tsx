/**
 * The app's two problem pages, one chunk: page not found (a friendly 404 for any unknown client
 * route, with ways back), and the route error page (issue 25, item 1) that any route's loader
 * or render error shows in place of the page, inside the header when it still stands. The
 * error page names no error and shows no stack trace (the error goes to the console); Try
 * again reloads the page, Go Home leaves it (a navigation clears react-router's error state).
 */
import { CarFront, CloudOff, Home, RotateCw, SearchX } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { PageMeta } from "@/components/ui/page-meta";

const action =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-medium border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";

/** An icon, an eyebrow, a title, a sentence and the ways on: Go Home first. */
function ProblemPage({
  icon,
  eyebrow,
  title,
  description,
  text,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  description: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageMeta title={title} description={description} />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-slate-600">{text}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link
          to="/"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
        >
          <Home className="size-5" aria-hidden />
          Go Home
        </Link>
        {children}
      </div>
    </section>
  );
}

export default function NotFoundPage() {
  return (
    <ProblemPage
      icon={<SearchX className="size-8" aria-hidden />}
      eyebrow="Error 404"
      title="Page not found"
      description="This page does not exist on Gaadi. Browse cars for rent or go back home."
      text="Looks like this road leads nowhere. The page you were looking for has moved or never existed."
    >
      <Link to="/cars" className={action}>
        <CarFront className="size-5" aria-hidden />
        Browse Cars
      </Link>
    </ProblemPage>
  );
}

/** The route error boundary's page (router.tsx). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ProblemPage
      icon={<CloudOff className="size-8" aria-hidden />}
      eyebrow="Error"
      title="Something went wrong"
      description="This page could not be shown. Try again or go back to the home page."
      text="This page could not be shown. Please try again, or go back to the home page."
    >
      <button type="button" onClick={() => window.location.reload()} className={action}>
        <RotateCw className="size-5" aria-hidden />
        Try again
      </button>
    </ProblemPage>
  );
}
