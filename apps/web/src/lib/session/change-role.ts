/**
 * Become Owner (customer document sections 4, 7 and 8): POST /api/owner/change-role makes the
 * signed-in user an owner; calling it again is harmless (server-rules.md section 7). Session
 * business, used by the navigation menus and by the add-car route's Become Owner offer.
 */
import { ACCOUNT_MSG } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { api, errorMessage, toastApiError } from "@/lib/api-client";
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
 * status. Please try again.'.
 */
export function useBecomeOwner(): { becomeOwner(): void; isPending: boolean } {
  const { markOwner } = useSession();
  const mutation = useMutation({ mutationFn: changeRole });
  const becomeOwner = () =>
    mutation.mutate(undefined, {
      onSuccess: (res) => {
        markOwner();
        toast.success(res.message);
      },
      onError: (err) => toastApiError(err, errorMessage(err, ACCOUNT_MSG.changeRoleFailed)),
    });
  return { becomeOwner, isPending: mutation.isPending };
}
