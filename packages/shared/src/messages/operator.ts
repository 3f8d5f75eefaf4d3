/**
 * Texts of the operator console (issue 29 item 4): the answers of /api/operator/*, the
 * refusals of the operator guard and of a suspended account, the owner's hidden-car refusal
 * and the console's labels.
 */
export const OPERATOR_MSG = {
  operatorRequired: "Operator access required",
  accountSuspended:
    "This account has been suspended. Write to support@gaadi.in if you think this is a mistake.",
  reasonRequired: "Please give a reason",
  reasonTooLong: "The reason must be at most 500 characters",
  licenceNotFound: "No driving licence for this account",
  licenceNotPending: "This licence is not waiting for review",
  licenceApproved: "Licence approved",
  licenceRejected: "Licence rejected",
  userNotFound: "Account not found",
  alreadySuspended: "This account is already suspended",
  notSuspended: "This account is not suspended",
  cannotSuspendSelf: "You cannot suspend your own account",
  suspended: "Account suspended",
  reinstated: "Account reinstated",
  suspendedRequestReason: "The account was suspended by Gaadi",
  carNotFound: "Car not found",
  alreadyHidden: "This car is already hidden",
  notHidden: "This car is not hidden by an operator",
  carHidden: "Car hidden from the listing",
  carRestored: "Car restored",
  bookingNotFound: "Booking not found",
  badReference: "Enter a booking reference like GD-7K4P2Q",
  badCursor: "Invalid page cursor",
  queryRequired: "Type at least 2 characters",
  /** The owner's toggle refused while Gaadi hides the car (the reason follows). */
  carHiddenByOperator: (reason: string) =>
    `Gaadi has taken this car off the listing: ${reason} It cannot be shown until Gaadi restores it.`,
  carHiddenBySuspension: "This car is hidden while your account is suspended.",
} as const;

/** Labels of the operator console (web). */
export const OPERATOR_UI = {
  title: "Operator console",
  nav: "Operator",
  tabs: {
    licences: "Licences",
    people: "People",
    listings: "Listings",
    bookings: "Bookings",
    audit: "Audit log",
    claims: "Claims",
  },
  noLicences: "No licences waiting for review.",
  approve: "Approve",
  reject: "Reject",
  rejectTitle: "Reject this licence",
  suspend: "Suspend",
  suspendTitle: "Suspend this account",
  reinstate: "Reinstate",
  hide: "Hide",
  hideTitle: "Hide this car",
  restore: "Restore",
  reason: "Reason",
  cancel: "Cancel",
  search: "Search",
  searchPeople: "Name, e-mail or booking reference",
  carId: "Car id",
  bookingRef: "Booking reference",
  find: "Find",
  noPeople: "No one matches.",
  loadMore: "Load more",
  noAudit: "No operator actions yet.",
  licencePhoto: (name: string) => `Driving licence photo of ${name}`,
} as const;

/** The audit log's words for each action. */
export const OPERATOR_ACTION_LABELS = {
  licence_approved: "Licence approved",
  licence_rejected: "Licence rejected",
  account_suspended: "Account suspended",
  account_reinstated: "Account reinstated",
  car_hidden: "Car hidden",
  car_restored: "Car restored",
  claim_decided: "Claim decided",
} as const;
