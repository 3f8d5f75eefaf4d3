/** Loading and failure states shared by My Bookings and Manage Bookings (empty: EmptyState). */
import { Spinner } from "@/components/ui/spinner";

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
  );
}

export function ListError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-700">
      {message}
    </p>
  );
}
