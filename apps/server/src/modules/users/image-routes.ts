/**
 * Profile photo uploads: multipart with one file field `image` (JPEG, PNG or WebP, at most
 * 5 MB; server-rules.md section 3), stored as a 256x256 WebP; GET /api/user/data then returns
 * the new image URL. @fastify/multipart is registered in this plugin's scope only
 * (lib/multipart.ts); the rules are in photo.ts. Mounted without a prefix.
 * - POST /api/owner/update-image (owner document sections 2 and 7): owners only (401 without a
 *   session, 403 for a non-owner); answers { success, message: 'Profile image updated
 *   successfully' }.
 * - POST /api/user/upload-profile-image (customer document section 7): anyone signed in (401
 *   otherwise); answers { success, message: 'Profile photo uploaded successfully', imageUrl }.
 */
import {
  ACCOUNT_MSG,
  OWNER_IMAGE_MSG,
  updateImageResponse,
  uploadProfileImageResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readUploadedFile, registerImageUploads } from "../../lib/multipart.js";
import { failure } from "../../lib/responses.js";
import { uploadProfileImage } from "./photo.js";

const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, { fields: 2 });

  app.post(
    "/owner/update-image",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        description: "Field: image (file: JPEG, PNG or WebP, at most 5 MB).",
        response: { 200: updateImageResponse, ...failure(400, 401, 403, 404, 413) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      await uploadProfileImage(app, request.user.id, await readUploadedFile(request, "image"));
      return { success: true as const, message: OWNER_IMAGE_MSG.imageUpdated };
    },
  );

  app.post(
    "/user/upload-profile-image",
    {
      schema: {
        tags: ["profile"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        description: "Field: image (file: JPEG, PNG or WebP, at most 5 MB).",
        response: { 200: uploadProfileImageResponse, ...failure(400, 401, 404, 413) },
      },
      ...app.signedIn,
    },
    async (request) => {
      const file = await readUploadedFile(request, "image");
      const imageUrl = await uploadProfileImage(app, request.user.id, file);
      return { success: true as const, message: ACCOUNT_MSG.photoUploaded, imageUrl };
    },
  );
};
export default imageRoutes;
