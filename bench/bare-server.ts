/**
 * The bare Fastify of bench/throughput.ts: answers each recorded endpoint with the very same
 * status, headers and body bytes the app gave (looked up by path and query), from memory, with no logger, plugins or
 * database. Reads the recordings from the JSON file named by BARE_RESPONSES
 * ({ [url]: { status, headers, body (base64) } }), listens on 127.0.0.1:BARE_PORT and prints
 * "listening" when ready.
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

interface Recorded {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes, base64. */
  body: string;
}

const recorded = JSON.parse(readFileSync(process.env.BARE_RESPONSES ?? "", "utf8")) as Record<
  string,
  Recorded
>;
const app = Fastify({ logger: false });
/** Answers by the full URL (path and query): two recordings may share a path. */
const answers = new Map<
  string,
  { status: number; headers: Record<string, string>; body: Buffer }
>();
const paths = new Set<string>();
for (const [url, answer] of Object.entries(recorded)) {
  answers.set(url, { ...answer, body: Buffer.from(answer.body, "base64") });
  paths.add(new URL(url, "http://x").pathname);
}
for (const pathname of paths) {
  app.get(pathname, (request, reply) => {
    const answer = answers.get(request.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}
await app.listen({ port: Number(process.env.BARE_PORT), host: "127.0.0.1" });
console.log("listening");
