/**
 * Car texts: the owner document's section 5 validation texts and section 8 catalogue ("Add or
 * edit car", "Load cars", "Toggle availability", "Delete car"), the customer document's car
 * list and availability rows (section 8), and the server's own answers for cars
 * (server-rules.md sections 1 and 3). Spelled to the letter; the catalogue's bullets end in a
 * full stop that belongs to the bullet, not the text, where the same text is quoted elsewhere
 * without one ('You can only delete your own cars').
 */
export const CAR_MSG = {
  // Add and edit car validation (owner document section 5)
  selectCategory: "Please select a car category",
  selectTransmission: "Please select transmission type",
  selectFuelType: "Please select fuel type",
  stateAndCity: "Please select both state and city for pickup location",
  modelYear: "Please enter a valid model year",
  priceAboveZero: "Daily price must be greater than 0",
  seating: "Seating capacity must be between 1 and 50",
  imageRequired: "Please upload a car image before submitting",
  selectImageFile: "Please select an image file",
  imageTooLarge: "Image size must be less than 5MB",
  imageType: "Please upload a valid image file (JPEG, PNG, or WebP)",

  // What the client shows when the server gives no message (owner document section 8)
  uploadTooLarge: "Image file is too large. Please upload a smaller image.",
  invalidDetails: "Invalid car details. Please check all fields and try again.",
  loginToAdd: "You need to be logged in to add a car",
  loginToUpdate: "You need to be logged in to update a car",
  network: "Network error. Please check your internet connection.",
  addFailed: "Failed to add car. Please try again or contact support if the problem persists.",
  updateFailed:
    "Failed to update car. Please try again or contact support if the problem persists.",
  loginToView: "Please log in to view your cars",
  networkRefresh: "Network error. Please check your internet connection and refresh the page.",
  loadFailed:
    "Failed to load your cars. Please refresh the page or contact support if the problem persists.",
  loginToToggle: "Please log in to update car availability",
  toggleFailed:
    "Failed to update car availability. Please try again or contact support if the problem persists.",
  loginToDelete: "Please log in to delete cars",
  deleteOwn: "You can only delete your own cars",
  deleteFailed:
    "Failed to delete car. Please try again or contact support if the problem persists.",

  // Customer side (customer document section 8)
  listFailed: "Failed to load available cars. Please refresh the page.",
  noCarsAvailable: "No cars available",
  noVehicles: "No vehicles found",

  // Server answers (server-rules.md sections 1 and 3)
  carNotFound: "Car not found",
  updateOwn: "You can only update your own cars",
  carAdded: "Car listed successfully",
  carUpdated: "Car updated successfully",
  carShown: "Car is now available for bookings",
  carHidden: "Car is now hidden and unavailable for bookings",
  carDeleted: "Car deleted successfully",
  carIdRequired: "Please say which car (carId is required)",
  oneImageOnly: "Please upload only one image",

  brandRequired: "Please enter the car brand",
  brandTooLong: "Brand must be at most 60 characters",
  modelRequired: "Please enter the car model",
  modelTooLong: "Model must be at most 60 characters",
  descriptionRequired: "Please enter a description of the car",
  descriptionTooLong: "Description must be at most 2000 characters",
  priceWhole: "Daily price must be a whole number of rupees",
  priceTooHigh: "Daily price must be at most ₹10,00,000",
  placeFromList: "Please select the state and pickup city from the list",
  streetTooLong: "Street must be at most 200 characters",
  landmarkTooLong: "Landmark must be at most 200 characters",
  zipCode: "Please enter a valid 6-digit PIN code",
} as const;
