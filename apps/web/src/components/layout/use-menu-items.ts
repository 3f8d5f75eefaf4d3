import { MSG } from "@gaadi/shared";
import {
  BadgeCheck,
  CarFront,
  Home,
  Info,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  PlusCircle,
  UserRound,
} from "lucide-react";
import toast from "react-hot-toast";
import { useSession } from "../../features/auth/session/session-context";
import { useChangeRole } from "../../features/owner/api/change-role";
import { errorMessage } from "../../lib/api-client";

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  /** A link, or else an action. */
  to?: string;
  onSelect?(): void;
  disabled?: boolean;
}

/**
 * The navigation bar's items for the current session (customer document section 2), shared
 * by the desktop bar, the More menu and the mobile menu. Visitors get Cars, Home and About
 * Us; signed-in users also My Bookings and My Profile, then Owner Dashboard and Add Car for
 * owners or Become Owner for everyone else. Become Owner calls change-role: success marks the
 * user owner and shows the server's message; success false shows the server's message; a
 * failed call says 'Failed to update account status. Please try again.'.
 */
export function useMenuItems() {
  const { user, isOwner, markOwner } = useSession();
  const changeRole = useChangeRole();

  const becomeOwner = () =>
    changeRole.mutate(undefined, {
      onSuccess: (res) => {
        markOwner();
        toast.success(res.message);
      },
      onError: (err) => toast.error(errorMessage(err, MSG.changeRoleFailed)),
    });

  const primary: MenuItem[] = [{ label: "Cars", icon: CarFront, to: "/cars" }];
  if (user) primary.push({ label: "My Bookings", icon: BadgeCheck, to: "/my-bookings" });

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
        label: changeRole.isPending ? "Updating..." : "Become Owner",
        icon: KeyRound,
        onSelect: becomeOwner,
        disabled: changeRole.isPending,
      });
    }
  }
  return { primary, more, userName: user?.name ?? null };
}
