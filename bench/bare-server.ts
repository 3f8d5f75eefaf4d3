/**
 * The bare Fastify of bench/throughput.ts: answers each recorded endpoint with the very same
 * status, headers and body bytes the app gave, from memory, with no logger, plugins or
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
for (const [url, answer] of Object.entries(recorded)) {
  const body = Buffer.from(answer.body, "base64");
  const { pathname } = new URL(url, "http://x");
  app.get(pathname, (_request, reply) => {
    reply.code(answer.status).headers(answer.headers).send(body);
  });
}
await app.listen({ port: Number(process.env.BARE_PORT), host: "127.0.0.1" });
console.log("listening");
