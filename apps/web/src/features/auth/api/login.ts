import type { LoginBody } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** What login and register answer (owner document section 7). */
export interface TokenResponse {
  success: true;
  message: string;
  token: string;
}

/** POST /api/user/login {email, password} (owner document section 7). Throws ApiError. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return api<TokenResponse>("/user/login", { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
