import { FileText, LifeBuoy, type LucideIcon, ShieldCheck, Umbrella } from "lucide-react";

/**
 * The support pages (owner document section 2, "Static pages"): the footer's Support column
 * for visitors, and for signed-in people, who have no footer, the More menu and the phone menu.
 */
export const SUPPORT_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/help-center", label: "Help Center", icon: LifeBuoy },
  { to: "/terms-of-service", label: "Terms of Service", icon: FileText },
  { to: "/data-protection", label: "Privacy Policy", icon: ShieldCheck },
  { to: "/insurance", label: "Insurance", icon: Umbrella },
];
