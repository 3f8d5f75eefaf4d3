/**
 * The owner's car calls (owner document section 7, customer document section 7), for owners:
 * POST /api/owner/add-car, /api/owner/edit-car (multipart), GET /api/owner/cars,
 * POST /api/owner/toggle-car (body carId and, optionally, isAvaliable: the state wanted),
 * /api/owner/delete-car. 401 without a session; 403 'Owner access
 * required for this page' for a non-owner; rules and refusals in service.ts. (Becoming an
 * owner, POST /api/owner/change-role, belongs to the users module.)
 */
import {
  addCarResponse,
  CAR_MSG,
  carIdBody,
  deleteCarResponse,
  editCarResponse,
  ownerCarsResponse,
  toggleCarBody,
  toggleCarResponse,
} from "@gaadi/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../../lib/responses.js";
import { readCarForm } from "./form.js";
import { toApiCar } from "./mapper.js";
import { addCar, deleteCar, editCar, ownerCars, toggleCar } from "./service.js";

const multipartDoc = {
  consumes: ["multipart/form-data"],
  description: "Fields: image (file: JPEG, PNG or WebP, at most 5 MB), carData (JSON string).",
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/owner/add-car",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        ...multipartDoc,
        response: { 200: addCarResponse, ...failure(400, 401, 403, 413) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      const car = await addCar(app, request.user.id, await readCarForm(request));
      return { success: true as const, message: CAR_MSG.carAdded, car: toApiCar(car) };
    },
  );

  app.post(
    "/owner/edit-car",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        ...multipartDoc,
        description: `${multipartDoc.description} Also carId; the image is optional.`,
        response: { 200: editCarResponse, ...failure(400, 401, 403, 404, 413) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      const car = await editCar(app, request.user.id, await readCarForm(request));
      return { success: true as const, message: CAR_MSG.carUpdated, car: toApiCar(car) };
    },
  );

  app.get(
    "/owner/cars",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        response: { 200: ownerCarsResponse, ...failure(401, 403) },
      },
      ...app.ownerOnly,
    },
    async (request) => ({
      success: true as const,
      cars: await ownerCars(app, request.user.id),
    }),
  );

  app.post(
    "/owner/toggle-car",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        body: toggleCarBody,
        response: { 200: toggleCarResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      const { carId, isAvaliable } = request.body;
      const car = await toggleCar(app, request.user.id, carId, isAvaliable);
      return {
        success: true as const,
        message: car.isAvailable ? CAR_MSG.carShown : CAR_MSG.carHidden,
        isAvaliable: car.isAvailable,
      };
    },
  );

  app.post(
    "/owner/delete-car",
    {
      schema: {
        tags: ["owner"],
        security: [{ bearer: [] }],
        body: carIdBody,
        response: { 200: deleteCarResponse, ...failure(400, 401, 403, 404, 409) },
      },
      ...app.ownerOnly,
    },
    async (request) => {
      await deleteCar(app, request.user.id, request.body.carId);
      return { success: true as const, message: CAR_MSG.carDeleted };
    },
  );
};
export default routes;
