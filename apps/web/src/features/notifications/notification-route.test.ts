import { describe, expect, it } from "vitest";
import { navigationFallback, notificationTarget } from "./notification-route";

const car = (id: string) => ({ car: { _id: id } });

describe("notificationTarget (customer document section 7)", () => {
  it("sends booking types to Manage Bookings for owners and My Bookings for renters", () => {
    for (const type of [
      "booking_created",
      "booking_confirmed",
      "booking_cancelled",
      "booking_expired",
    ]) {
      expect(notificationTarget({ type, booking: car("c1") }, true)).toEqual({
        path: "/owner/manage-bookings",
        toast: "Redirecting to manage bookings...",
      });
      expect(notificationTarget({ type, booking: car("c1") }, false)).toEqual({
        path: "/my-bookings",
        toast: "Redirecting to my bookings...",
      });
    }
  });

  it("sends a refund to My Bookings, also for a renter who owns cars (the refund is their own)", () => {
    for (const isOwner of [true, false]) {
      expect(notificationTarget({ type: "refund_processed", booking: car("c1") }, isOwner)).toEqual(
        {
          path: "/my-bookings",
          toast: "Redirecting to my bookings...",
        },
      );
    }
  });

  it("sends a check-in or check-out to My Bookings, also for a renter who owns cars (issue 30)", () => {
    for (const type of ["check_in_recorded", "check_out_recorded"])
      for (const isOwner of [true, false]) {
        expect(notificationTarget({ type, booking: car("c1") }, isOwner)).toEqual({
          path: "/my-bookings",
          toast: "Redirecting to my bookings...",
        });
      }
  });

  it("sends review types to Manage Reviews for owners", () => {
    expect(notificationTarget({ type: "review_received", review: car("c1") }, true)).toEqual({
      path: "/owner/manage-reviews",
      toast: "Redirecting to manage reviews...",
    });
  });

  it("sends renters to the car page: the review's car, else the booking's, else carId", () => {
    const viewing = "Viewing car details...";
    const all = { type: "review_replied", review: car("r"), booking: car("b"), carId: "x" };
    expect(notificationTarget(all, false)).toEqual({ path: "/car-details/r", toast: viewing });
    expect(notificationTarget({ ...all, review: undefined }, false).path).toBe("/car-details/b");
    expect(notificationTarget({ ...all, review: null, booking: null }, false).path).toBe(
      "/car-details/x",
    );
    expect(notificationTarget({ type: "review_replied" }, false)).toEqual({
      path: "/my-bookings",
      toast: viewing,
    });
  });

  it("sends car types to Manage Cars for owners and the listing for renters", () => {
    expect(notificationTarget({ type: "car_unavailable" }, true)).toEqual({
      path: "/owner/manage-cars",
      toast: "Redirecting...",
    });
    expect(notificationTarget({ type: "car_unavailable", carId: "c" }, false)).toEqual({
      path: "/cars",
      toast: "Redirecting...",
    });
    expect(notificationTarget({ type: "owner_car_hidden" }, false).path).toBe("/cars");
  });

  it("sends anything else to /owner for owners and /my-bookings for renters", () => {
    expect(notificationTarget({ type: "welcome" }, true)).toEqual({
      path: "/owner",
      toast: "Redirecting...",
    });
    expect(notificationTarget({ type: "welcome" }, false)).toEqual({
      path: "/my-bookings",
      toast: "Redirecting...",
    });
  });
});

describe("the operator's notices (issue 29)", () => {
  it("sends claims and the deposit to the list where each side acts on them (issue 30)", () => {
    for (const isOwner of [true, false]) {
      expect(notificationTarget({ type: "claim_made" }, isOwner).path).toBe("/my-bookings");
      expect(notificationTarget({ type: "deposit_released" }, isOwner).path).toBe("/my-bookings");
      expect(notificationTarget({ type: "claim_answered" }, isOwner).path).toBe(
        "/owner/manage-bookings",
      );
    }
    expect(notificationTarget({ type: "claim_decided" }, true).path).toBe("/owner/manage-bookings");
    expect(notificationTarget({ type: "claim_decided" }, false).path).toBe("/my-bookings");
  });

  it("sends licence notices to the profile, a hidden listing to Manage Cars, a suspension nowhere", () => {
    for (const isOwner of [true, false]) {
      for (const type of ["licence_approved", "licence_rejected"]) {
        expect(notificationTarget({ type }, isOwner).path).toBe("/profile");
      }
      expect(notificationTarget({ type: "account_suspended" }, isOwner).path).toBeNull();
    }
    expect(notificationTarget({ type: "listing_hidden", carId: "c" }, true).path).toBe(
      "/owner/manage-cars",
    );
  });
});

describe("message_received (issue 31)", () => {
  it("opens the conversation, whoever's role, also when the message names a booking's car", () => {
    for (const isOwner of [true, false]) {
      expect(
        notificationTarget(
          { type: "message_received", conversationId: "c 1", booking: car("car1") },
          isOwner,
        ),
      ).toEqual({ path: "/messages/c%201", toast: "Opening the conversation..." });
      // Without its conversation (an older row): the list.
      expect(notificationTarget({ type: "message_received" }, isOwner).path).toBe("/messages");
    }
  });
});

describe("navigationFallback (customer document section 8)", () => {
  it("is /owner for owners and / for everyone else", () => {
    expect(navigationFallback(true)).toBe("/owner");
    expect(navigationFallback(false)).toBe("/");
  });
});
