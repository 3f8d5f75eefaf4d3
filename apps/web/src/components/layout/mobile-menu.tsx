import { X } from "lucide-react";
import { Dialog as R } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { UserAvatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { AuthButton } from "./auth-button";
import { Logo } from "./logo";
import { MobileTriggerContent, mobileTriggerClass } from "./menu-triggers";
import { NavSearch } from "./nav-search";
import type { Account, MenuItem } from "./use-menu-items";

const rowClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:text-slate-400";

/**
 * The mobile slide-in menu (customer document section 2: "Mobile has a slide-in menu with the
 * same items"): a Radix Dialog shown as a sheet from the right with the search box, every
 * navigation item, the support pages for signed-in people, the 'Signed in as' line (with the
 * user's picture) and
 * Login/Logout. Choosing anything closes it.
 */
export function MobileMenu({
  primary,
  more,
  support,
  account,
  defaultOpen = false,
}: {
  primary: MenuItem[];
  more: MenuItem[];
  support: MenuItem[];
  account: Account | null;
  /** Open at once (the placeholder was pressed while this module loaded). */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const row = (item: MenuItem) => {
    const body = (
      <>
        <item.icon className="size-5 shrink-0 text-slate-500" aria-hidden />
        {item.label}
        {item.badge}
      </>
    );
    return (
      <li key={item.label}>
        {item.to ? (
          <NavLink
            to={item.to}
            end
            onClick={close}
            className={({ isActive }) => cn(rowClass, isActive && "bg-brand-50 text-brand-800")}
          >
            {body}
          </NavLink>
        ) : (
          <button
            type="button"
            className={rowClass}
            disabled={item.disabled}
            onClick={() => {
              item.onSelect?.();
              close();
            }}
          >
            {body}
          </button>
        )}
      </li>
    );
  };

  return (
    <R.Root open={open} onOpenChange={setOpen}>
      <R.Trigger aria-label="Open menu" className={mobileTriggerClass}>
        <MobileTriggerContent items={primary} />
      </R.Trigger>
      <R.Portal>
        <R.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <R.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl motion-safe:animate-sheet-in">
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <Logo onClick={close} />
            <R.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-5" aria-hidden />
            </R.Close>
          </div>
          <R.Title className="sr-only">Menu</R.Title>
          <R.Description className="sr-only">Search and navigation</R.Description>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <NavSearch onSearch={close} />
            <nav aria-label="Mobile" className="mt-4">
              <ul className="flex flex-col gap-0.5">{primary.map(row)}</ul>
              <ul className="mt-3 flex flex-col gap-0.5 border-t border-slate-100 pt-3">
                {more.map(row)}
              </ul>
              {support.length > 0 && (
                <ul
                  aria-label="Support"
                  className="mt-3 flex flex-col gap-0.5 border-t border-slate-100 pt-3"
                >
                  {support.map(row)}
                </ul>
              )}
            </nav>
          </div>
          <div className="border-t border-slate-100 p-4">
            {account && (
              <div className="mb-3 flex items-center gap-3">
                <UserAvatar name={account.name} image={account.image} />
                <p className="min-w-0 text-xs text-slate-500">
                  Signed in as
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {account.name}
                  </span>
                </p>
              </div>
            )}
            <AuthButton className="w-full" onAction={close} />
          </div>
        </R.Content>
      </R.Portal>
    </R.Root>
  );
}
