/**
 * The Settings card of the profile page (customer document section 2): rows that open the
 * photo dialog, the change-password dialog and the delete-account dialog. The route owns which
 * dialog is open.
 */
import { Camera, ChevronRight, KeyRound, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type AccountDialog = "photo" | "password" | "delete";

export function AccountSettings({ onOpen }: { onOpen(dialog: AccountDialog): void }) {
  return (
    <section
      aria-labelledby="settings-title"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="settings-title" className="text-xl font-bold text-slate-900">
        Settings
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        <Row
          icon={<Camera className="size-5" aria-hidden />}
          title="Profile Photo"
          hint="Pick an avatar or upload a photo of your own."
          onClick={() => onOpen("photo")}
        />
        <Row
          icon={<KeyRound className="size-5" aria-hidden />}
          title="Change Password"
          hint="Other devices are signed out when you change it."
          onClick={() => onOpen("password")}
        />
        <Row
          icon={<Trash2 className="size-5" aria-hidden />}
          title="Delete Account"
          hint="Erase your account and cancel your open bookings."
          danger
          onClick={() => onOpen("delete")}
        />
      </ul>
    </section>
  );
}

function Row({
  icon,
  title,
  hint,
  danger = false,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full items-center gap-4 rounded-lg px-2 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span
          className={cn(
            "flex size-10 shrink-0 items-center justify-center rounded-full",
            danger ? "bg-red-50 text-red-600" : "bg-brand-50 text-brand-700",
          )}
        >
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn("block font-semibold", danger ? "text-red-700" : "text-slate-900")}>
            {title}
          </span>
          <span className="block text-sm text-slate-600">{hint}</span>
        </span>
        <ChevronRight className="size-5 text-slate-400" aria-hidden />
      </button>
    </li>
  );
}
