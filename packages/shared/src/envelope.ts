/**
 * The envelope every API answer has (server-rules.md section 1): `success: true` plus the
 * endpoint's fields, or `success: false` with a sentence a person can read. Each area's
 * responses.ts builds its answers from these; the server declares them as route response
 * schemas and the web types its fetchers with their inferred types.
 */
import { z } from "zod";

/** Every refusal and failure: 4xx and 5xx answers, and a 200 that reports `success: false`. */
export const errorResponse = z.object({ success: z.literal(false), message: z.string() });

/** A success answer: `{ success: true, ...shape }`. */
export function okResponse<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), ...shape });
}

/** The most common success answer: a sentence to show and nothing else. */
export const messageResponse = okResponse({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /api/health: liveness and which database answered ('pglite' or 'postgres'). */
export const healthResponse = okResponse({ status: z.literal("ok"), database: z.string() });

/**
 * GET /api/settings: what the public pages say depends on (issue 28 item 7): `payments` is true
 * when renters pay online through Razorpay (PAYMENTS=razorpay), false when they pay the owner
 * at pickup.
 */
export const settingsResponse = okResponse({ payments: z.boolean() });
export type SettingsResponse = z.infer<typeof settingsResponse>;
