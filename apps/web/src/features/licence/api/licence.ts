/**
 * GET /api/user/licence -> { success, licence } and PUT (multipart: number, dateOfBirth,
 * validUntil, photo) -> { success, message, licence } (issue 29 item 2). The licence comes
 * without the whole number or the photo: state code and last four only.
 */
import { LICENCE_FORM_FIELDS, type LicenceResponse, type SaveLicenceResponse } from "@gaadi/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getLicence(signal?: AbortSignal): Promise<LicenceResponse> {
  return api<LicenceResponse>("/user/licence", { signal });
}

export function useLicence(enabled = true) {
  return useQuery({
    queryKey: queryKeys.user.licence,
    queryFn: ({ signal }) => getLicence(signal),
    enabled,
  });
}

export interface LicenceFormValues {
  number: string;
  dateOfBirth: string;
  validUntil: string;
  /** The front photo; null keeps the one on file (a change of details only). */
  photo: File | null;
}

/** Sends the licence. Throws ApiError (400 per rule, 409 on another account, 413 above 5 MB). */
export function saveLicence(values: LicenceFormValues): Promise<SaveLicenceResponse> {
  const form = new FormData();
  form.append(LICENCE_FORM_FIELDS.number, values.number);
  form.append(LICENCE_FORM_FIELDS.dateOfBirth, values.dateOfBirth);
  form.append(LICENCE_FORM_FIELDS.validUntil, values.validUntil);
  if (values.photo) form.append(LICENCE_FORM_FIELDS.photo, values.photo);
  return api<SaveLicenceResponse>("/user/licence", { method: "PUT", form });
}

export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLicence,
    onSuccess: (res) =>
      queryClient.setQueryData<LicenceResponse>(queryKeys.user.licence, {
        success: true,
        licence: res.licence,
      }),
  });
}
