/**
 * Become Owner (customer document sections 4, 7 and 8): POST /api/owner/change-role makes the
 * signed-in user an owner; calling it again is harmless (server-rules.md section 7). Session
 * business, used by the navigation menus and by the add-car route's Become Owner offer.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { useState } from "react";
import { api, errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSession } from "./session-context";

export interface ChangeRoleResponse {
  success: true;
  message: string;
}

/** POST /api/owner/change-role (no body). Throws ApiError. */
export function changeRole(): Promise<ChangeRoleResponse> {
  return api<ChangeRoleResponse>("/owner/change-role", { method: "POST" });
}

/**
 * The Become Owner action: success marks the user owner and shows the server's message;
 * success false shows the server's message; a failed call says 'Failed to update account
 * status. Please try again.'. A plain pending flag rather than useMutation: the navigation
 * menus use it, and useMutation would bring TanStack's MutationObserver into the first-load
 * JavaScript (docs/PERFORMANCE.md).
 */
export function useBecomeOwner(): { becomeOwner(): void; isPending: boolean } {
  const { markOwner } = useSession();
  const [isPending, setPending] = useState(false);
  const becomeOwner = () => {
    setPending(true);
    changeRole()
      .then(
        (res) => {
          markOwner();
          toast.success(res.message);
        },
        (err) => toastApiError(err, errorMessage(err, ACCOUNT_MSG.changeRoleFailed)),
      )
      .finally(() => setPending(false));
  };
  return { becomeOwner, isPending };
}
