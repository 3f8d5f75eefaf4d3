import { CAR_MSG, PRICE_MSG, TRIP_RULE_MSG } from "@gaadi/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import {
  carFieldRefusal,
  carListError,
  deleteCarError,
  loadOwnerCarsError,
  saveCarError,
  toggleCarError,
} from "./car-errors";

const server = (status: number, message: string) => new ApiError(message, status, false, true);
const bare = (status: number) => new ApiError("Bad Request", status);
const offline = new ApiError("Network error. Please check your internet connection.", 0, true);

describe("owner document section 8 texts", () => {
  it("add and update prefer the server's sentence, then the status", () => {
    expect(saveCarError(server(400, "Please select fuel type"), "add")).toBe(
      "Please select fuel type",
    );
    expect(saveCarError(bare(413), "add")).toBe(CAR_MSG.uploadTooLarge);
    expect(saveCarError(bare(400), "update")).toBe(CAR_MSG.invalidDetails);
    expect(saveCarError(offline, "add")).toBe(CAR_MSG.network);
    expect(saveCarError(bare(500), "add")).toBe(CAR_MSG.addFailed);
    expect(saveCarError(bare(500), "update")).toBe(
      "Failed to update car. Please try again or contact support if the problem persists.",
    );
  });

  it("load, toggle and delete follow their own lists", () => {
    expect(loadOwnerCarsError(offline)).toBe(CAR_MSG.networkRefresh);
    expect(loadOwnerCarsError(server(500, "Something went wrong"))).toBe(CAR_MSG.loadFailed);
    expect(toggleCarError(server(403, "You can only update your own cars"))).toBe(
      "You can only update your own cars",
    );
    expect(toggleCarError(bare(500))).toBe(CAR_MSG.toggleFailed);
    expect(deleteCarError(bare(403))).toBe(CAR_MSG.deleteOwn);
    expect(deleteCarError(offline)).toBe(CAR_MSG.network);
    expect(deleteCarError(bare(500))).toBe(CAR_MSG.deleteFailed);
  });

  it("the public list shows the server's message, else the refresh hint", () => {
    expect(carListError(server(400, "maxPrice must be a whole number of rupees, 0 or more"))).toBe(
      "maxPrice must be a whole number of rupees, 0 or more",
    );
    expect(carListError(offline)).toBe("Failed to load available cars. Please refresh the page.");
  });
});

describe("a save refused for a rule or a term shows at its field (issue 27 item 5)", () => {
  it("names the field of each refusal of the server", () => {
    expect(carFieldRefusal(server(400, PRICE_MSG.weeklyDiscount))).toEqual({
      field: "weeklyDiscountPercent",
      message: PRICE_MSG.weeklyDiscount,
    });
    expect(carFieldRefusal(server(400, PRICE_MSG.monthlyDiscount))?.field).toBe(
      "monthlyDiscountPercent",
    );
    expect(carFieldRefusal(server(400, PRICE_MSG.securityDeposit))?.field).toBe("securityDeposit");
    expect(carFieldRefusal(server(400, PRICE_MSG.cancellationPolicy))?.field).toBe(
      "cancellationPolicy",
    );
    expect(carFieldRefusal(server(400, TRIP_RULE_MSG.tripRange))?.field).toBe("minTripDays");
  });

  it("leaves other failures to the toast", () => {
    expect(carFieldRefusal(server(400, "Please select fuel type"))).toBeNull();
    expect(carFieldRefusal(bare(400))).toBeNull();
    expect(carFieldRefusal(server(500, PRICE_MSG.weeklyDiscount))).toBeNull();
    expect(carFieldRefusal(offline)).toBeNull();
  });
});
