/** Runs an operator action and says how it went (a toast), for every panel (issue 29). */
import toast from "react-hot-toast";
import { useOperatorAction } from "@/features/operator/api/operator";
import { errorMessage, toastApiError } from "@/lib/api-client";

export function useRunAction() {
  const action = useOperatorAction();
  const run = (path: string, reason?: string, done?: () => void) =>
    action.mutate(
      { path, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: (res) => {
          done?.();
          toast.success(res.message);
        },
        onError: (err) => toastApiError(err, errorMessage(err, "Could not save")),
      },
    );
  return { run, isPending: action.isPending };
}
