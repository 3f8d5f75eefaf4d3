import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { AuthButton } from "./auth-button";
import { Logo } from "./logo";
import { MobileMenuOnDemand, MoreMenuOnDemand } from "./menu-triggers";
import { NavSearch } from "./nav-search";
import { useMenuItems } from "./use-menu-items";

/**
 * The fixed navigation bar (customer document section 2), 4rem high (the root layout pads
 * the content below it): logo home; Cars and, signed in, My Bookings; the search box; the More
 * menu (its button shows the signed-in user's picture or initials); the notification bell for signed-in users; Login/Logout. Below md the items move into
 * a slide-in menu, and the bell stays in the bar beside the menu button. Both menus load on
 * demand (menu-triggers.tsx).
 *
 * `bell` is the notification bell, composed by the root layout (components/ never import a
 * feature); it is passed only when someone is signed in and rendered once, for every width.
 * `messagesBadge` is the unread count beside Messages (issue 31), also signed in only.
 */
export function Navbar({ bell, messagesBadge }: { bell?: ReactNode; messagesBadge?: ReactNode }) {
  const { primary, more, support, account } = useMenuItems(messagesBadge);
  return (
    <header
      data-navbar
      className="fixed inset-x-0 top-0 z-30 h-16 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8"
      >
        <Logo className="mr-2 shrink-0" />
        <ul className="hidden items-center gap-1 md:flex">
          {primary.map((item) => (
            <li key={item.label}>
              <NavLink
                to={item.to!}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap hover:bg-slate-100 hover:text-slate-900",
                    isActive ? "text-brand-700" : "text-slate-700",
                  )
                }
              >
                {item.label}
                {item.badge}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex-1" />
        <NavSearch className="hidden w-48 md:block lg:w-72" />
        <div className="flex items-center gap-1">
          <div className="hidden md:block">
            <MoreMenuOnDemand more={more} support={support} account={account} />
          </div>
          {bell}
          <div className="ml-1 hidden md:block">
            <AuthButton />
          </div>
          <div className="md:hidden">
            <MobileMenuOnDemand primary={primary} more={more} support={support} account={account} />
          </div>
        </div>
      </nav>
    </header>
  );
}
