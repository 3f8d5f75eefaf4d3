/**
 * Toasts a failed public car list once per failure (customer document section 8): the
 * server's message when it gave one, else 'Failed to load available cars. Please refresh the
 * page.'. One toast id, so the home page and the listing never stack the same message.
 */
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import { carListError } from "./car-errors";

export function useListErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) toast.error(carListError(error), { id: "car-list-error" });
  }, [error]);
}
