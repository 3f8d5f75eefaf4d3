/**
 * Previous/next paging of the listing in server pages of about 24 cars (customer document
 * section 2, Listing page; decision 006). Previous and Next are links to the listing's other
 * pages, so they work before any script runs (issue 26, item 2); at the first or last page the
 * control is a disabled button.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import { Button, buttonClass } from "@/components/ui/button";

export function Pagination({
  page,
  pages,
  linkTo,
  onFollow,
}: {
  page: number;
  pages: number;
  /** The listing's page `n`. */
  linkTo(n: number): To;
  /** Called when a page link is followed in the browser (the page scrolls to the top). */
  onFollow(): void;
}) {
  if (pages <= 1) return null;
  function step(n: number, enabled: boolean, children: ReactNode) {
    if (!enabled)
      return (
        <Button variant="secondary" disabled>
          {children}
        </Button>
      );
    return (
      <Link
        to={linkTo(n)}
        preventScrollReset
        onClick={onFollow}
        className={buttonClass("secondary")}
      >
        {children}
      </Link>
    );
  }
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {step(
        page - 1,
        page > 1,
        <>
          <ChevronLeft className="size-4" aria-hidden />
          Previous
        </>,
      )}
      <span className="text-sm text-slate-600" aria-current="page">
        {`Page ${page} of ${pages}`}
      </span>
      {step(
        page + 1,
        page < pages,
        <>
          Next
          <ChevronRight className="size-4" aria-hidden />
        </>,
      )}
    </nav>
  );
}
