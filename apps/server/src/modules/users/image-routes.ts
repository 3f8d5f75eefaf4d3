/**
 * POST /api/owner/update-image (owner document sections 2 and 7, server-rules.md section 3):
 * multipart with one file field `image` (JPEG, PNG or WebP, at most 5 MB), for owners (401
 * without a session, 403 for a non-owner). Answers { success, message: 'Profile image updated
 * successfully' }; GET /api/user/data then returns the new image URL. @fastify/multipart is
 * registered in this plugin's scope only (lib/multipart.ts); the rules are in service.ts.
 */
import { ANALYTICS_MSG, updateImageResponse } from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readUploadedFile, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import { updateProfileImage } from "./service.js";

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, { fields: 2 });

  app.post(
    "/update-image",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        description: "Field: image (file: JPEG, PNG or WebP, at most 5 MB).",
        response: { 200: updateImageResponse, ...failure(400, 401, 403, 404, 413) },
      },
      preHandler: [app.authenticate, app.requireOwner],
    },
    async (request) => {
      await updateProfileImage(app, request.user.id, await readUploadedFile(request, "image"));
      return { success: true as const, message: ANALYTICS_MSG.imageUpdated };
    },
  );
};
export default imageRoutes;
