/** Accounts: sign-up codes, register, login, reset, the session user and change-role. */
export * from "./requests.js";
export * from "./responses.js";
