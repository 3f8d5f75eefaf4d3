/**
 * The one API client (STYLE 6): JSON in and out under /api, the Bearer token attached when a
 * session exists, and every failure raised as ApiError with the HTTP status and the server's
 * message. A 200 answer with `success: false` is a failure too (customer document section 8).
 *
 * 401 is handled here, once: a 401 answer to a call that carried the session's token means the
 * session is dead, so the handler the session provider registered (onSessionRejected) clears
 * it, says 'Session expired. Please login again.' and opens the login prompt with the return
 * path; the page stays, and logging in carries on there (lib/session, issue 25). Calls whose
 * 401 the documents name pass their own text as `unauthorizedMessage`: booking creation
 * 'Please login to book this car' (customer document section 8, "Booking 401"), and the
 * owner's car calls, e.g. 'You need to be logged in to add a car' (owner document section 8).
 * Screens show their own errors with toastApiError, which stays silent for
 * such an error: the user has already been told. Hence a signed-in call that refuses something
 * else (say a wrong current password) must answer 400 or 403, never 401.
 */
import { ACCOUNT_MSG, CAR_MSG } from "@gaadi/shared";
import { toast } from "@/lib/toast";
import { sendOnce } from "./request-once";

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    /** True for network failures (offline, refused, aborted). */
    readonly network = false,
    /** True when the message came from the server's `message` field. */
    readonly fromServer = false,
    /** True when this was a 401 to a signed-in call: the session was ended and the user told. */
    readonly sessionEnded = false,
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

/** The Authorization header value of the session, or null (issue 30: photo uploads by XHR). */
export function authorizationHeader(): string | null {
  return authorization;
}

type SessionRejectedHandler = (message: string) => void;
let sessionRejected: SessionRejectedHandler | null = null;

/**
 * Registers what a 401 to a signed-in call does (the session provider: end the session, toast
 * `message`, open the login prompt). Returns the function that unregisters it.
 */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  sessionRejected = handler;
  return () => {
    if (sessionRejected === handler) sessionRejected = null;
  };
}

/** How requests go out: the browser's fetch, or the server render's (setApiTransport). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * Replaces fetch for every later call. The server render (entry-server.tsx) routes the calls
 * of the page's first render into the server's own API; the browser never calls this.
 */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Transports of particular query clients (setClientTransport); weakly held. */
const clientTransports = new WeakMap<object, typeof fetch>();

/**
 * Sends the calls of `client`'s queries (those whose fetcher passes its QueryFunctionContext's
 * `client` on as RequestOptions.client) through `next`. The server render gives each request's
 * query client its request's transport this way, rather than through an AsyncLocalStorage,
 * which on Node 20 taxes every promise of the server once used (issue 26: about 13 µs of each
 * API answer, docs/PERFORMANCE.md "Issue 26: public reads").
 */
export function setClientTransport(client: object, next: typeof fetch): void {
  clientTransports.set(client, next);
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
  /**
   * The query client whose query this call answers (QueryFunctionContext.client): its own
   * transport is used when it has one (setClientTransport; the server render's).
   */
  client?: object;
  /** What a 401 says instead of 'Session expired. Please login again.' (the documents' texts). */
  unauthorizedMessage?: string;
}

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * Calls `/api${path}` and returns the parsed JSON body. Throws ApiError. A call that may change
 * something (not GET) goes through sendOnce (lib/request-once.ts): an identical call made while
 * it runs shares its answer and sends nothing, and each carries an `Idempotency-Key`.
 */
export function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.form || opts.body !== undefined ? "POST" : "GET");
  const url = `/api${path}${buildQuery(opts.query)}`;
  const go = (key?: string) => send<T>(url, method, opts, key);
  return method === "GET" ? go() : sendOnce(method, url, opts.form ?? opts.body, go);
}

/** Sends one request to `url` (already under /api, query included), with `idempotencyKey`. */
async function send<T>(
  url: string,
  method: string,
  opts: RequestOptions,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  const sent = authorization;
  if (sent) headers.authorization = sent;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    const via = (opts.client && clientTransports.get(opts.client)) || transport;
    res = await via(url, {
      method,
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError(CAR_MSG.network, 0, true);
  }
  const data = (await res.json().catch(() => null)) as
    | ({ success?: boolean; message?: string } & Record<string, unknown>)
    | null;
  if (!res.ok || data?.success === false) {
    const message = typeof data?.message === "string" ? data.message : "";
    const sessionEnded = res.status === 401 && !!sent;
    // Only the first 401 of a session acts: the handler clears the token, so calls that were
    // in flight with it find `authorization` changed and stay quiet.
    if (sessionEnded && sent === authorization) {
      sessionRejected?.(opts.unauthorizedMessage ?? ACCOUNT_MSG.sessionExpired);
    }
    throw new ApiError(
      message || res.statusText || "Request failed",
      res.status,
      false,
      !!message,
      sessionEnded,
    );
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

/**
 * Shows `message` as an error toast, unless `err` is a 401 the client already handled (the
 * session ended and the login prompt says so): one event, one toast.
 */
export function toastApiError(err: unknown, message: string, opts?: { id?: string }): void {
  if (err instanceof ApiError && err.sessionEnded) return;
  toast.error(message, opts);
}

/**
 * GETs `/api${path}` with the session's token and returns the body as a Blob (issue 29: the
 * licence photo an <img> cannot ask for with the Authorization header). Throws ApiError with
 * the server's message on a refusal.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await transport(`/api${path}`, {
    headers: authorization ? { authorization } : {},
    signal,
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(data?.message || res.statusText, res.status, false, !!data?.message);
  }
  return res.blob();
}

/**
 * POSTs `form` (multipart) to `/api${path}` with the session's token through XMLHttpRequest, so
 * the upload's progress can be shown (issue 30: handover photos from a phone): `onProgress`
 * gets the share sent, 0 to 1. Resolves to the JSON body; throws ApiError as `api` does (a
 * network failure is status 0, `network` true), and a 401 to a signed-in call ends the session.
 * Like `api`'s writes it goes through sendOnce, so a second press while an identical upload
 * runs shares its answer and sends nothing (a message sent twice, issue 31). It carries no
 * Idempotency-Key: the server's gate reads a keyed multipart body into memory up to one image
 * (RAW_BODY_LIMIT) and would refuse a message's or handover's several photos with 413.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<T> {
  return sendOnce("POST", `/api${path}`, form, () => upload<T>(path, form, onProgress));
}

/** One apiUpload request, sent as it is. */
function upload<T>(path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.setRequestHeader("accept", "application/json");
    const sent = authorization;
    if (sent) xhr.setRequestHeader("authorization", sent);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(CAR_MSG.network, 0, true));
    xhr.onabort = () => reject(new ApiError(CAR_MSG.network, 0, true));
    xhr.onload = () => {
      let data: ({ success?: boolean; message?: string } & Record<string, unknown>) | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && data?.success !== false;
      if (ok) return resolve(data as T);
      const message = typeof data?.message === "string" ? data.message : "";
      const sessionEnded = xhr.status === 401 && !!sent;
      if (sessionEnded && sent === authorization) sessionRejected?.(ACCOUNT_MSG.sessionExpired);
      reject(
        new ApiError(
          message || xhr.statusText || "Request failed",
          xhr.status,
          false,
          !!message,
          sessionEnded,
        ),
      );
    };
    xhr.send(form);
  });
}
