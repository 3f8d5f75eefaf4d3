/**
 * The one API client (STYLE 6): JSON in and out under /api, the Bearer token attached when a
 * session exists, and every failure raised as ApiError with the HTTP status and the server's
 * message. A 200 answer with `success: false` is a failure too (customer document section 8).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    /** True for network failures (offline, refused, aborted). */
    readonly network = false,
    /** True when the message came from the server's `message` field. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

let authorization: string | null = null;

/** Sets or clears the Authorization header for every later call ('Bearer ' added if missing). */
export function setAuthToken(token: string | null): void {
  authorization = token ? (token.startsWith("Bearer ") ? token : `Bearer ${token}`) : null;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON body. */
  body?: unknown;
  /** Multipart body (file uploads); sent as is. */
  form?: FormData;
  query?: Query;
  signal?: AbortSignal;
}

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Calls `/api${path}` and returns the parsed JSON body. Throws ApiError. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (authorization) headers.authorization = authorization;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}${buildQuery(opts.query)}`, {
      method: opts.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError("Network error. Please check your internet connection.", 0, true);
  }
  const data = (await res.json().catch(() => null)) as
    | ({ success?: boolean; message?: string } & Record<string, unknown>)
    | null;
  if (!res.ok || data?.success === false) {
    const message = typeof data?.message === "string" ? data.message : "";
    throw new ApiError(message || res.statusText || "Request failed", res.status, false, !!message);
  }
  return data as T;
}

/**
 * The message to show for a failed call: the server's own sentence when it gave one,
 * otherwise the screen's fallback (customer document section 8: "Any call reporting success
 * false: the server message shown as an error").
 */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.fromServer ? err.message : fallback;
}
