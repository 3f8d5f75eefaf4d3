/**
 * How people reach Gaadi's support, shown in the footer and on the Help Center (owner document
 * section 9: chat 9 AM to 11 PM, e-mail replies within 2 hours). The specification names no
 * number; this is the one Bengaluru line both screens show.
 */
export const SUPPORT = {
  email: "support@gaadi.in",
  /** As shown, and as dialled (tel: link). */
  phone: { label: "+91 80 4567 8900", tel: "+918045678900" },
} as const;
