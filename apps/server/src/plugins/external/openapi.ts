/**
 * OpenAPI description at /api/openapi.json and a docs page at /api/docs, built from the zod
 * route schemas. Every signed-in write names the optional Idempotency-Key header (decision 018).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Gaadi API",
        description: "Peer-to-peer car rental marketplace for India. Amounts are whole rupees.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      "openapiObject" in documents
        ? withIdempotencyKey(documents.openapiObject as Document)
        : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});

/** The little of an OpenAPI 3 document that withIdempotencyKey reads and writes. */
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: unknown[];
}
interface Document {
  paths?: Record<string, Partial<Record<string, Operation>> | undefined>;
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Optional, 1-255 visible ASCII characters (a UUID, say). The same key from the same account " +
    "within 24 hours answers the first answer again (with Idempotent-Replayed: true) and changes " +
    "nothing; another request with a used key is 409; a malformed key is 400 (decision 018).",
  schema: { type: "string", minLength: 1, maxLength: 255 },
} as const;

const WRITES = ["post", "put", "patch", "delete"] as const;

/** The document with the Idempotency-Key parameter on every write that needs a session. */
function withIdempotencyKey<D extends Document>(doc: D): D {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of WRITES) {
      const operation = item?.[method];
      if (!operation?.security?.some((s) => "bearer" in s)) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: "#/components/parameters/IdempotencyKey" },
      ];
    }
  }
  return doc;
}
