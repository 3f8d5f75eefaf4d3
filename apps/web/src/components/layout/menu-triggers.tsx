/**
 * The navigation bar's menus load on demand (their Radix menu, dialog, popper and focus code
 * stays out of the first-load JavaScript, docs/PERFORMANCE.md). Until a menu's module arrives,
 * its place holds a disabled look-alike of its button, same classes and content, so the bar
 * neither shifts nor offers a button that does nothing.
 */
import { ChevronDown, Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { UserAvatar } from "../ui/avatar";
import type { Account, MenuItem } from "./use-menu-items";

/** The More button's classes (desktop). */
export const moreTriggerClass =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100";
/** The mobile menu button's classes. */
export const mobileTriggerClass =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";

/** The More button's content: the signed-in person's picture, 'More' and a chevron. */
export function MoreTriggerContent({ account }: { account: Account | null }) {
  return (
    <>
      {account && (
        <UserAvatar
          name={account.name}
          image={account.image}
          className="-ml-1 mr-1 size-7 text-xs"
        />
      )}
      More
      <ChevronDown className="size-4" aria-hidden />
    </>
  );
}

/** The mobile menu button's content: the menu icon. */
export function MobileTriggerContent() {
  return <Menu className="size-6" aria-hidden />;
}

const MoreMenu = lazy(() => import("./more-menu").then((m) => ({ default: m.MoreMenu })));
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

interface MenuProps {
  primary: MenuItem[];
  more: MenuItem[];
  support: MenuItem[];
  account: Account | null;
}

/** The More menu (more-menu.tsx), loaded on demand. */
export function MoreMenuOnDemand({ more, support, account }: Omit<MenuProps, "primary">) {
  return (
    <Suspense
      fallback={
        <button type="button" disabled className={moreTriggerClass}>
          <MoreTriggerContent account={account} />
        </button>
      }
    >
      <MoreMenu items={more} support={support} account={account} />
    </Suspense>
  );
}

/** The mobile slide-in menu (mobile-menu.tsx), loaded on demand. */
export function MobileMenuOnDemand(props: MenuProps) {
  return (
    <Suspense
      fallback={
        <button type="button" disabled aria-label="Open menu" className={mobileTriggerClass}>
          <MobileTriggerContent />
        </button>
      }
    >
      <MobileMenu {...props} />
    </Suspense>
  );
}
