import type { LoginBody, TokenResponse } from "@gaadi/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/user/login {email, password} (owner document section 7). Throws ApiError. */
export function login(body: LoginBody): Promise<TokenResponse> {
  return api<TokenResponse>("/user/login", { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
