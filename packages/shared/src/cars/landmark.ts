/**
 * How a car's pickup landmark reads (customer document section 2, car details: "landmark
 * shown as 'Near ...'"). Owners type the landmark freely: a bare place ('Bandra Station')
 * gets 'Near' in front; one that already starts with a preposition ('Opposite Fergusson
 * College', 'Opp. City Mall', 'Next to the GPO') is shown as written, so it never reads
 * 'Near Opposite ...'.
 */

/** Words a landmark may already start with, matched case-insensitively before a space. */
const PREPOSITION =
  /^(near|opposite|opp\.?|behind|beside|besides|next to|above|below|in front of|across from|adjacent to|facing|off)(?=\s)/i;

/**
 * The landmark as shown: trimmed, with 'Near ' in front unless it already starts with a
 * preposition. A blank landmark gives ''.
 */
export function landmarkPhrase(landmark: string): string {
  const text = landmark.trim();
  if (!text) return "";
  return PREPOSITION.test(text) ? text : `Near ${text}`;
}
