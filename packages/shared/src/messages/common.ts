/**
 * Texts that belong to no one area: the server's generic answers (server-rules.md section 1)
 * and the home page's newsletter (customer document section 8, success messages).
 */
export const COMMON_MSG = {
  notFound: "Not found",
  internal: "Something went wrong on our side. Please try again.",
  newsletterSubscribed: "Successfully subscribed to newsletter!",
} as const;

/** The answer of any rate limit (429, server-rules.md section 9): when to try again, in seconds. */
export const tryAgainIn = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;
