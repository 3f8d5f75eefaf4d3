import type { RegisterBody, TokenResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * POST /api/user/register {name, email, password, verificationToken}: creates the account and
 * answers a session token (owner document sections 4 and 7). Throws ApiError (409 when the
 * address already has an account).
 */
export function register(body: RegisterBody): Promise<TokenResponse> {
  return api<TokenResponse>("/user/register", { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
