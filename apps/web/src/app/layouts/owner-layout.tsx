/**
 * Owner layout (owner document section 2): a top bar with 'Welcome, <name>' (or 'Welcome,
 * Owner'), the owner's avatar (a 'Change profile photo' button, section 2 "Profile photo for
 * owners"), the notification bell (owners act on new requests from here), a link back to the
 * site and Logout; the side menu (Dashboard, Add car, Manage
 * Cars, Manage Bookings, Manage Reviews, Payouts, and Messages with its unread count, issue 31)
 * with the current entry marked: a column from desktop
 * width, a wrapping row on tablets and a two-column grid on phones (Dashboard first, every
 * entry in view, nothing scrolls sideways); and the nested page. A user who is not an owner is
 * sent to /, unless the session just ended here and the login prompt may resume it
 * (RequireAuth).
 */
import {
  CalendarCheck,
  CarFront,
  Landmark,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  MessageSquareText,
  PlusCircle,
  Store,
} from "lucide-react";
import { Navigate, NavLink, Outlet } from "react-router";
import { Button } from "@/components/ui/button";
import { MessagesBadge } from "@/features/messages/components/messages-badge";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { OwnerImageButton } from "@/features/owner-image/components/owner-image-button";
import { cn } from "@/lib/cn";
import { useSession } from "@/lib/session";

const MENU = [
  { to: "/owner", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/owner/add-car", label: "Add car", icon: PlusCircle },
  { to: "/owner/manage-cars", label: "Manage Cars", icon: CarFront },
  { to: "/owner/manage-bookings", label: "Manage Bookings", icon: CalendarCheck },
  { to: "/owner/manage-reviews", label: "Manage Reviews", icon: MessageSquareText },
  { to: "/owner/payouts", label: "Payouts", icon: Landmark },
  // Issue 31: the conversations with renters (outside the owner area, under the site's bar).
  { to: "/messages", label: "Messages", icon: MessageCircle, badge: true },
];

export default function OwnerLayout() {
  const { user, isOwner, logout, resuming } = useSession();
  if (!isOwner && !resuming) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 print:bg-white">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white print:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4 lg:px-6">
          <div className="flex min-w-0 items-center gap-4">
            <NavLink
              to="/owner"
              end
              aria-label="Gaadi owner dashboard"
              className="flex shrink-0 items-center gap-2 rounded-lg"
            >
              <span className="flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white">
                <CarFront className="size-5" aria-hidden />
              </span>
              <span className="hidden text-lg font-bold text-brand-700 min-[400px]:inline">
                Gaadi <span className="font-medium text-slate-500">Owner</span>
              </span>
            </NavLink>
            <p className="hidden truncate text-sm text-slate-600 sm:block">
              Welcome, <span className="font-semibold text-slate-900">{user?.name || "Owner"}</span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <OwnerImageButton />
            <NotificationBell />
            <NavLink
              to="/"
              className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <Store className="size-4" aria-hidden />
              <span className="hidden sm:inline">Back to site</span>
              <span className="sm:hidden">Site</span>
            </NavLink>
            <Button variant="secondary" size="sm" onClick={logout}>
              <LogOut className="size-4" aria-hidden />
              Logout
            </Button>
          </div>
        </div>
        <p className="truncate px-4 pb-2 text-sm text-slate-600 sm:hidden">
          Welcome, <span className="font-semibold text-slate-900">{user?.name || "Owner"}</span>
        </p>
      </header>
      <div className="flex-1 lg:flex">
        <div className="border-b border-slate-200 bg-white lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-r print:hidden">
          <nav aria-label="Owner menu" className="lg:sticky lg:top-16">
            <ul className="grid grid-cols-2 gap-1 px-2 py-2 sm:flex sm:px-3 sm:flex-wrap lg:flex-col lg:py-6">
              {MENU.map(({ to, label, icon: Icon, end, badge }) => (
                <li key={to} className="min-w-0 last:odd:col-span-2">
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        "flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium leading-tight transition-colors sm:gap-3 sm:px-3 sm:whitespace-nowrap",
                        isActive
                          ? "bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-200"
                          : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0 sm:size-5" aria-hidden />
                    {label}
                    {badge && <MessagesBadge />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
