/**
 * The Help Center FAQ (owner document section 2, "Static pages": 8 items). Answers follow the
 * marketing claims of section 9 and the product's rules: owners accept or decline requests,
 * prices are rupees per day, and payment and cancellation read as on every page (TRIP_TERMS_MSG,
 * issue 25 item 16; how the renter pays is the server's setting, issue 28: `paymentTerms`).
 */
import { TRIP_TERMS_MSG } from "@gaadi/shared";

export interface FaqItem {
  category: string;
  question: string;
  answer: string;
}

/** The FAQ, saying how the renter pays with `paymentTerms` (shared paymentTerms). */
export const helpFaq = (paymentTerms: string): FaqItem[] => [
  {
    category: "Booking",
    question: "How do I book a car?",
    answer:
      "Open a car's details page, choose your pickup and return dates and send a booking request. The owner accepts or declines it, and you are notified either way.",
  },
  {
    category: "Booking",
    question: "What happens after I send a booking request?",
    answer:
      "Your booking stays pending until the owner responds. Once the owner accepts, the car is reserved for your dates and you can see the booking under My Bookings.",
  },
  {
    category: "Cancellation",
    question: "Can I cancel my booking?",
    answer: `Yes. ${TRIP_TERMS_MSG.cancellation} Cancel it from My Bookings and tell us the reason.`,
  },
  {
    category: "Payments",
    question: "How and when do I pay?",
    answer: `${paymentTerms} The amount shown is itemised before you book: the rent for your dates (less any weekly or monthly discount), the trip fee and GST on it; a refundable deposit, if the car asks one, is shown apart.`,
  },
  {
    category: "Pricing",
    question: "How are rental prices calculated?",
    answer:
      "Owners set a price per day in rupees, and may take a weekly (7+ days) or monthly (28+ days) discount off the rent. A same-day rental counts as one day. Gaadi adds a trip fee and GST on it, shown line by line with the total before you book, and nothing else.",
  },
  {
    category: "Eligibility",
    question: "What do I need to rent a car?",
    answer:
      "You must be at least 21 years old and hold a valid driving licence, which the owner checks at pickup together with a government photo ID.",
  },
  {
    category: "Insurance",
    question: "Is my trip insured?",
    answer:
      "Every trip includes Basic cover. You can upgrade to Premium or Comprehensive cover for lower deposits and wider protection; see the Insurance page for details.",
  },
  {
    category: "Owners",
    question: "How do I list my car and earn money?",
    answer:
      "Become an owner from the More menu, then add your car with photos, location and a daily price. You decide which requests to accept; owners earn ₹15,000 to ₹45,000 a month.",
  },
];

/** Items whose question, answer or category contains the query, ignoring case. */
export function filterFaq(items: FaqItem[], query: string): FaqItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.filter((item) =>
    [item.question, item.answer, item.category].some((t) => t.toLowerCase().includes(q)),
  );
}
