/**
 * The navigation bar's menus load on demand (their Radix menu, dialog, popper and focus code
 * stays out of the first-load JavaScript, docs/PERFORMANCE.md); the one the screen's width
 * shows is requested as the app starts. Until a menu's module arrives, its place holds a look-alike of its button (same
 * classes and content, so the bar does not shift). Nothing said to the placeholder is lost:
 * focused, it hands focus to the real button when that mounts; pressed (click, Enter, Space),
 * the menu opens as soon as it has loaded.
 */
import { ChevronDown, Menu } from "lucide-react";
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { replayEarlyPress } from "@/lib/early-press";
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

/**
 * The mobile menu button's content: the menu icon and, when an item carries a badge (the unread
 * messages, issue 31), that badge on its corner, so a phone shows the count without opening it.
 */
export function MobileTriggerContent({ items = [] }: { items?: MenuItem[] }) {
  const badge = items.find((i) => i.badge)?.badge;
  return (
    <span className="relative inline-flex">
      <Menu className="size-6" aria-hidden />
      {badge && <span className="absolute -right-3 -top-2 inline-flex">{badge}</span>}
    </span>
  );
}

/**
 * Tailwind's md (48rem) and up: the bar shows the More menu; below it, the mobile menu. None on
 * the server, which renders both placeholders (CSS shows one), as does the hydration.
 */
const wideQuery = typeof window === "undefined" ? null : window.matchMedia("(min-width: 48rem)");

/**
 * Whether the screen is md or wider, following changes (a rotated phone, a resized window);
 * null while rendering on the server or hydrating its HTML.
 */
function useWide(): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      wideQuery?.addEventListener("change", onChange);
      return () => wideQuery?.removeEventListener("change", onChange);
    },
    () => wideQuery?.matches ?? null,
    () => null,
  );
}

let moreMenu: Promise<typeof import("./more-menu")> | undefined;
let mobileMenu: Promise<typeof import("./mobile-menu")> | undefined;
const loadMoreMenu = () => (moreMenu ??= import("./more-menu"));
const loadMobileMenu = () => (mobileMenu ??= import("./mobile-menu"));
// The menu this screen shows is requested as the app starts, in a task after this module's
// evaluation (asking adds a modulepreload link per module it imports, each a few ms of a slow
// phone's main thread; issue 26); the other one only if the width changes (a phone never
// fetches the desktop menu).
if (wideQuery)
  setTimeout(() => {
    if (wideQuery.matches) void loadMoreMenu();
    else void loadMobileMenu();
  });
const MoreMenu = lazy(() => loadMoreMenu().then((m) => ({ default: m.MoreMenu })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

interface MenuProps {
  primary: MenuItem[];
  more: MenuItem[];
  support: MenuItem[];
  account: Account | null;
}

/**
 * The placeholder until `menu(pressed)` loads, and the hand-over: `pressed` is true when the
 * placeholder was pressed (the menu should mount open); focus moves to the real button when the
 * placeholder had it and nothing else took it since.
 */
function OnDemand({
  active,
  placeholder,
  menu,
}: {
  /** False while CSS hides this menu at the current width: it stays a placeholder, unloaded. */
  active: boolean;
  placeholder: { className: string; label?: string; content: ReactNode };
  menu(pressed: boolean): ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  // Every element the look-alike has been (the server's, hydrated, then Suspense's fallback).
  const standElements = useRef(new Set<Element>()).current;
  const stand = (
    <button
      ref={(element) => {
        if (!element) return;
        standElements.add(element);
        // Focused before its handlers were attached (the bar hydrates when focus enters it,
        // lib/hydrate-later.tsx): the hand-over is owed all the same.
        if (element === document.activeElement) focused.current = true;
      }}
      type="button"
      aria-label={placeholder.label}
      aria-haspopup="true"
      className={placeholder.className}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={(e) => {
        // Removal (the real button arriving) blurs with no new target: keep the hand-over.
        if (e.relatedTarget) focused.current = false;
      }}
      onClick={() => setPressed(true)}
    >
      {placeholder.content}
    </button>
  );
  if (!active) return stand;
  return (
    <Suspense fallback={stand}>
      <TakeFocus focused={focused} skip={pressed} stands={standElements}>
        {menu(pressed)}
      </TakeFocus>
    </Suspense>
  );
}

/**
 * Focuses the first button inside once mounted, when the placeholder had focus (read at mount:
 * the focus came after this element was created), focus is nowhere else and the menu is not
 * opening by itself (`skip`). A press on the placeholder (one of `stands`) before the app could
 * answer it is made on the real button.
 */
function TakeFocus({
  focused,
  skip,
  stands,
  children,
}: {
  focused: { current: boolean };
  skip: boolean;
  stands: ReadonlySet<Element>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, with mount's values
  useEffect(() => {
    const free = !document.activeElement || document.activeElement === document.body;
    const button = ref.current?.querySelector("button");
    if (focused.current && !skip && free) button?.focus();
    // A press on the look-alike before the app had hydrated it (lib/early-press.ts).
    replayEarlyPress({ from: stands, to: button });
  }, []);
  return (
    <span ref={ref} className="contents">
      {children}
    </span>
  );
}

/** The More menu (more-menu.tsx), loaded on demand. */
export function MoreMenuOnDemand({ more, support, account }: Omit<MenuProps, "primary">) {
  return (
    <OnDemand
      active={useWide() === true}
      placeholder={{
        className: moreTriggerClass,
        content: <MoreTriggerContent account={account} />,
      }}
      menu={(pressed) => (
        <MoreMenu items={more} support={support} account={account} defaultOpen={pressed} />
      )}
    />
  );
}

/** The mobile slide-in menu (mobile-menu.tsx), loaded on demand. */
export function MobileMenuOnDemand(props: MenuProps) {
  return (
    <OnDemand
      active={useWide() === false}
      placeholder={{
        className: mobileTriggerClass,
        label: "Open menu",
        content: <MobileTriggerContent items={props.primary} />,
      }}
      menu={(pressed) => <MobileMenu {...props} defaultOpen={pressed} />}
    />
  );
}
