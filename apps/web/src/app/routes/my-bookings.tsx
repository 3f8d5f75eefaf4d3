/** My Bookings (customer document section 2, /my-bookings, login required by the guard). */
import { MyBookings } from "../../features/bookings/components/my-bookings";

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900">My Bookings</h1>
        <p className="mt-1 text-slate-600">View and manage all your car bookings.</p>
      </header>
      <MyBookings />
    </section>
  );
}
