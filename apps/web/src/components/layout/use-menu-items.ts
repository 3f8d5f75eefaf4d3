import {
  BadgeCheck,
  CarFront,
  Home,
  Info,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  PlusCircle,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { useBecomeOwner, useSession } from "@/lib/session";
import { SUPPORT_LINKS } from "./support-links";

/** The signed-in person as the menus show them: name and picture URL ('' for none). */
export interface Account {
  name: string;
  image: string;
}

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  /** A link, or else an action. */
  to?: string;
  onSelect?(): void;
  disabled?: boolean;
  /** Shown after the label (the unread count of Messages, issue 31). */
  badge?: ReactNode;
}

/**
 * The navigation bar's items for the current session (customer document section 2), shared
 * by the desktop bar, the More menu and the mobile menu. Visitors get Cars, Home and About
 * Us; signed-in users also My Bookings and My Profile, then Owner Dashboard and Add Car for
 * owners or Become Owner for everyone else (useBecomeOwner). Signed-in users have no footer,
 * so `support` gives them Help Center, Terms of Service, Privacy Policy and Insurance; it is
 * empty for visitors, whose footer has them. Operators (issue 29) also get Operator. Signed-in
 * people get Messages after My Bookings (issue 31), with `messagesBadge`, the unread count the
 * root layout composes (components never import a feature).
 */
export function useMenuItems(messagesBadge?: ReactNode) {
  const { user, isOwner } = useSession();
  const { becomeOwner, isPending } = useBecomeOwner();

  const primary: MenuItem[] = [{ label: "Cars", icon: CarFront, to: "/cars" }];
  if (user) {
    primary.push(
      { label: "My Bookings", icon: BadgeCheck, to: "/my-bookings" },
      { label: "Messages", icon: MessageCircle, to: "/messages", badge: messagesBadge },
    );
  }

  const more: MenuItem[] = [
    { label: "Home", icon: Home, to: "/" },
    { label: "About Us", icon: Info, to: "/about-us" },
  ];
  if (user) {
    more.push({ label: "My Profile", icon: UserRound, to: "/profile" });
    if (isOwner) {
      more.push(
        { label: "Owner Dashboard", icon: LayoutDashboard, to: "/owner" },
        { label: "Add Car", icon: PlusCircle, to: "/owner/add-car" },
      );
    } else {
      more.push({
        label: isPending ? "Updating..." : "Become Owner",
        icon: KeyRound,
        onSelect: becomeOwner,
        disabled: isPending,
      });
    }
  }
  // Issue 29: operators reach their console from the bar.
  if (user?.isOperator) primary.push({ label: "Operator", icon: ShieldCheck, to: "/operator" });
  const support: MenuItem[] = user ? [...SUPPORT_LINKS] : [];
  const account: Account | null = user ? { name: user.name, image: user.image } : null;
  return { primary, more, support, account };
}
