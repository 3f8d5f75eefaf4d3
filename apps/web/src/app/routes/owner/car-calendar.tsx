/**
 * Calendar of one car (issue 15 item 5, /owner/manage-cars/:id/calendar, owners only, reached
 * from Manage Cars): heading 'Calendar of <brand> <model>', then the car's calendar
 * (features/calendar). Another owner's car reads 'You can only manage the calendar of your own
 * cars' (403), an unknown one 'Car not found' (404), any other failure 'Failed to load the
 * calendar. Please refresh the page.' with Try again.
 */
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { PageMeta } from "@/components/ui/page-meta";
import { PageSpinner } from "@/components/ui/spinner";
import { toastApiError } from "@/lib/api-client";
import { StatusBadge } from "../../../features/bookings/components/status-badge";
import { useCarCalendar } from "../../../features/calendar/api/get-car-calendar";
import { loadCalendarError } from "../../../features/calendar/calendar-days";
import { CarCalendarView } from "../../../features/calendar/components/car-calendar";

export default function Page() {
  const { id = "" } = useParams();
  const calendar = useCarCalendar(id);
  const name = calendar.data ? `${calendar.data.car.brand} ${calendar.data.car.model}` : "";

  useEffect(() => {
    if (calendar.error) {
      toastApiError(calendar.error, loadCalendarError(calendar.error), { id: "calendar-error" });
    }
  }, [calendar.error]);

  return (
    <section className="p-4 md:p-8">
      <PageMeta
        title={name ? `Calendar of ${name}` : "Calendar"}
        description="Block dates and see the bookings of your car, month by month."
      />
      <Link
        to="/owner/manage-cars"
        className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Manage Cars
      </Link>
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
          {name ? `Calendar of ${name}` : "Calendar"}
        </h1>
        <p className="mt-1 text-slate-600">
          Block the days you need the car yourself and see every booking, month by month.
        </p>
      </header>
      {calendar.isPending ? (
        <PageSpinner />
      ) : calendar.error ? (
        <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
          <p>{loadCalendarError(calendar.error)}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <CarCalendarView
          calendar={calendar.data}
          renderStatus={(status) => <StatusBadge status={status} />}
        />
      )}
    </section>
  );
}
