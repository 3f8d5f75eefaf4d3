/**
 * Request bodies of claims (issue 30 item 4): the web forms validate with the same schemas the
 * routes take. Photos are uploaded one per request (multipart field `photo`), so each shows its
 * own progress and a failed one can be retried alone.
 */
import { z } from "zod";
import { LIMITS } from "../limits.js";
import { CLAIM_MSG } from "../messages/claims.js";

const note = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(LIMITS.handoverNoteMax, CLAIM_MSG.noteTooLong(LIMITS.handoverNoteMax));

/** POST /api/bookings/:id/claim: what the claim is for and the rupees claimed (1..claimAmountMax). */
export const claimBody = z.object({
  description: z
    .string({ error: CLAIM_MSG.descriptionRequired })
    .trim()
    .min(1, CLAIM_MSG.descriptionRequired)
    .max(LIMITS.handoverNoteMax, CLAIM_MSG.descriptionTooLong(LIMITS.handoverNoteMax)),
  amount: z
    .number({ error: CLAIM_MSG.amountRequired })
    .int(CLAIM_MSG.amountWhole)
    .min(1, CLAIM_MSG.amountRange(LIMITS.claimAmountMax))
    .max(LIMITS.claimAmountMax, CLAIM_MSG.amountRange(LIMITS.claimAmountMax)),
});
export type ClaimBody = z.infer<typeof claimBody>;

/** POST /api/bookings/:id/claim/answer: the renter accepts, or disputes with a note (required). */
export const claimAnswerBody = z.discriminatedUnion(
  "answer",
  [
    z.object({ answer: z.literal("accept"), note: note(CLAIM_MSG.noteRequired).optional() }),
    z.object({
      answer: z.literal("dispute"),
      note: note(CLAIM_MSG.noteRequired).min(1, CLAIM_MSG.noteRequired),
    }),
  ],
  { error: CLAIM_MSG.answerRequired },
);
export type ClaimAnswerBody = z.infer<typeof claimAnswerBody>;

/** POST /api/operator/claims/:id/decide: the amount (0..the claim, checked by the server) and why. */
export const claimDecisionBody = z.object({
  amount: z
    .number({ error: CLAIM_MSG.amountRequired })
    .int(CLAIM_MSG.amountWhole)
    .min(0, CLAIM_MSG.amountRequired)
    .max(LIMITS.claimAmountMax, CLAIM_MSG.amountRange(LIMITS.claimAmountMax)),
  reason: z
    .string({ error: CLAIM_MSG.reasonRequired })
    .trim()
    .min(1, CLAIM_MSG.reasonRequired)
    .max(500, CLAIM_MSG.noteTooLong(500)),
});
export type ClaimDecisionBody = z.infer<typeof claimDecisionBody>;
