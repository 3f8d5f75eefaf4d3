/**
 * DELETE /api/user/delete-account {password} -> {success, message} (customer document
 * section 7): on success the session is over, so the user is logged out and taken home with
 * the server's message.
 */
import type { DeleteAccountBody, MessageResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useSession } from "@/lib/session";

export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api<MessageResponse>("/user/delete-account", { method: "DELETE", body });
}

export function useDeleteAccount() {
  const { endSession } = useSession();
  return useMutation({ mutationFn: deleteAccount, onSuccess: (res) => endSession(res.message) });
}
