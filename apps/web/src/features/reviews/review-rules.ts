/**
 * Pure rules of the review and reply dialogs (customer document sections 5 and 9, owner
 * document sections 2, 5 and 9): the star labels, the character counter, and the reply
 * suggestions chosen by rating band (4 and up positive, 3 neutral, below 3 apologetic).
 */
import { LIMITS } from "@gaadi/shared";

/** The label of each star, index 0 = 1 star (customer document section 9). */
export const RATING_LABELS = ["Poor", "Fair", "Good", "Very Good", "Excellent"] as const;

/** 'Excellent' for 5; '' for 0 (none chosen) or anything outside 1 to 5. */
export function ratingLabel(rating: number): string {
  return RATING_LABELS[rating - 1] ?? "";
}

export type SuggestionBand = "positive" | "neutral" | "apologetic";

/** The suggestion band of a rating: 4 and up positive, 3 neutral, below 3 apologetic. */
export function suggestionBand(rating: number): SuggestionBand {
  if (rating >= 4) return "positive";
  if (rating >= 3) return "neutral";
  return "apologetic";
}

const SUGGESTIONS: Record<SuggestionBand, readonly [string, string, string, string]> = {
  positive: [
    "Thank you so much for the lovely review! It was a pleasure hosting you, and we're glad the car made your trip comfortable. Do book with us again on your next trip.",
    "Thanks a lot for the kind words! We keep the car serviced and cleaned before every trip, so it's great to hear it showed. You're welcome back anytime.",
    "Happy to hear the pickup was smooth and the drive went well. Thank you for returning the car on time and in such good condition!",
    "Thank you for choosing our car for your journey. Reviews like yours mean a lot to us as hosts. Wishing you many more happy trips!",
  ],
  neutral: [
    "Thank you for the honest feedback. We're glad the trip went fine overall, and we'll work on the points you mentioned before the next booking.",
    "Thanks for renting with us. We've noted your suggestions and will get the car checked so your next trip is a full 5 stars.",
    "We appreciate you taking the time to share this. If anything specific fell short, please message us on your next booking and we'll sort it out first.",
    "Thank you for the review. We're always trying to improve, and your comments on the car and the pickup help us do better.",
  ],
  apologetic: [
    "We're really sorry the trip did not go as expected. This is not the experience we want for anyone, and we're fixing the issue you raised right away.",
    "Sincere apologies for the trouble you faced. We've had the car inspected since your trip and have taken steps so it doesn't happen again.",
    "Thank you for telling us plainly, and sorry for the inconvenience. We would be glad to make it up to you on a future booking.",
    "We apologise for falling short this time. Your feedback has been shared with everyone who handles the car, and we're working to set it right.",
  ],
};

/** The four quick replies for a review of `rating` stars. */
export function replySuggestions(rating: number): readonly string[] {
  return SUGGESTIONS[suggestionBand(rating)];
}

export interface CounterState {
  /** '37/500'. */
  text: string;
  /** Characters still needed to reach the minimum after trimming (0 when reached). */
  missing: number;
  /** True when the trimmed length is within [min, max]. */
  valid: boolean;
  /** True when the raw text is longer than max. */
  over: boolean;
}

/**
 * The counter under a text box: counts the characters typed, checks the trimmed length against
 * `min` and `max` (the server trims too). E.g. counter('  hi ', 10, 500) -> {text: '5/500',
 * missing: 8, valid: false, over: false}.
 */
export function counter(value: string, min: number, max: number): CounterState {
  const trimmed = value.trim().length;
  return {
    text: `${value.length}/${max}`,
    missing: Math.max(0, min - trimmed),
    valid: trimmed >= min && trimmed <= max,
    over: value.length > max,
  };
}

/** The review text counter (10 to 500). */
export const reviewCounter = (value: string) => counter(value, LIMITS.reviewMin, LIMITS.reviewMax);

/** The reply text counter (10 to 400). */
export const replyCounter = (value: string) => counter(value, LIMITS.replyMin, LIMITS.replyMax);
