/**
 * Owner dashboard texts (owner document sections 2 and 8, server-rules.md section 8): the
 * load failure the spec words, and the filter refusals the server gives.
 */
export const ANALYTICS_MSG = {
  loadFailed: "Failed to load analytics data. Please refresh the page.",
  loaded: "Analytics loaded",
  dateRangeInvalid: "Date range must be month, year or custom",
  carTypeInvalid: "Car type must be all or one of the car categories",
  customDatesRequired: "A custom range needs both a start date and an end date",
  dateInvalid: "Dates must be real calendar dates written YYYY-MM-DD",
  startAfterEnd: "Start date must be on or before the end date",
  rangeTooLong: "A custom range can span at most 2 years",
} as const;
