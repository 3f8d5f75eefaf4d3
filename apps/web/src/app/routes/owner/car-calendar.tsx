/**
 * Calendar of one car (issue 15 item 5, /owner/manage-cars/:id/calendar, owners only, reached
 * from Manage Cars): heading 'Calendar of <brand> <model>', then the car's calendar
 * (features/calendar). Another owner's car reads 'You can only manage the calendar of your own
 * cars' (403), an unknown one 'Car not found' (404), any other failure 'Failed to load the
 * calendar. Please refresh the page.' with Try again.
 */
import { ArrowLeft, CalendarX2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageMeta } from "@/components/ui/page-meta";
import { PageSpinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/features/bookings/components/status-badge";
import { useCarCalendar } from "@/features/calendar/api/get-car-calendar";
import { loadCalendarError } from "@/features/calendar/calendar-days";
import { CarCalendarView } from "@/features/calendar/components/car-calendar";
import { OwnerPageHeader } from "@/features/cars/components/owner-page-header";
import { toastApiError } from "@/lib/api-client";

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
      <div className="mb-6">
        <OwnerPageHeader
          title={name ? `Calendar of ${name}` : "Calendar"}
          subtitle="Block the days you need the car yourself and see every booking, month by month."
        />
      </div>
      {calendar.isPending ? (
        <PageSpinner />
      ) : calendar.error ? (
        <EmptyState
          tone="error"
          icon={CalendarX2}
          title="Calendar could not be loaded"
          text={loadCalendarError(calendar.error)}
        >
          <Button variant="secondary" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <CarCalendarView
          calendar={calendar.data}
          renderStatus={(status) => <StatusBadge status={status} />}
        />
      )}
    </section>
  );
}
