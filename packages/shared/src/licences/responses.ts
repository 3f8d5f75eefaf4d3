/**
 * Answers of /api/user/licence (issue 29 item 2): the caller's own licence as they may see it,
 * never the whole number nor the photo. Failures are `errorResponse`.
 */
import { z } from "zod";
import { LICENCE_VIEW_STATUSES } from "../enums.js";
import { okResponse } from "../envelope.js";

/**
 * The caller's licence: `status` as licenceViewStatus says ('not_provided' with every other
 * field null); `last4` the number's last four characters, `stateCode` its first two; dates
 * 'YYYY-MM-DD'; `rejectionReason` the operator's reason when rejected, else ''; `submittedAt`
 * the ISO instant the current details were sent.
 */
export const licenceSchema = z.object({
  status: z.enum(LICENCE_VIEW_STATUSES),
  last4: z.string().nullable(),
  stateCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  validUntil: z.string().nullable(),
  rejectionReason: z.string(),
  submittedAt: z.string().nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** GET /api/user/licence. */
export const licenceResponse = okResponse({ licence: licenceSchema });
export type LicenceResponse = z.infer<typeof licenceResponse>;

/** PUT /api/user/licence: LICENCE_MSG.saved and the licence as now stored (pending). */
export const saveLicenceResponse = okResponse({ message: z.string(), licence: licenceSchema });
export type SaveLicenceResponse = z.infer<typeof saveLicenceResponse>;
