/**
 * Runs an operator action and says how it went (a toast), for every panel (issue 29). Through
 * mutateAsync, not mutate's callbacks: an approved licence leaves the queue, and its card
 * with it, before the answer's toast would otherwise be shown.
 */

import { useOperatorAction } from "@/features/operator/api/operator";
import { errorMessage, toastApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

export function useRunAction() {
  const action = useOperatorAction();
  const run = (path: string, reason?: string, done?: () => void) =>
    void action
      .mutateAsync({ path, ...(reason === undefined ? {} : { reason }) })
      .then((res) => {
        done?.();
        toast.success(res.message);
      })
      .catch((err: unknown) => toastApiError(err, errorMessage(err, "Could not save")));
  return { run, isPending: action.isPending };
}
