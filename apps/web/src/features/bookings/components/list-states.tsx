/** Loading, failure and empty states shared by My Bookings and Manage Bookings. */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner";

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

export function ListEmpty({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon className="size-12 text-brand-300" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-sm text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
