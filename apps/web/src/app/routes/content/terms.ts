/** Terms of Service text (owner document section 2, "Static pages": 12 sections). */
import { TRIP_TERMS_MSG } from "@gaadi/shared";
import type { LegalSection } from "@/features/static-pages/components/legal-document";

export const TERMS_UPDATED = "1 January 2026";

/** The terms, saying how the renter pays with `paymentTerms` (shared paymentTerms, issue 28). */
export const termsSections = (paymentTerms: string): LegalSection[] => [
  {
    title: "Acceptance of Terms",
    paragraphs: [
      "By creating an account or using Gaadi, you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the platform.",
    ],
  },
  {
    title: "About the Platform",
    paragraphs: [
      "Gaadi is a peer-to-peer marketplace that connects car owners with renters in India. Gaadi is not a party to the rental agreement between owner and renter and does not own the listed cars.",
    ],
  },
  {
    title: "Eligibility and Accounts",
    paragraphs: [
      "You must be at least 21 years old and hold a valid Indian driving licence (or an international permit valid in India) to rent a car.",
      "You are responsible for keeping your password confidential and for all activity on your account. The name and e-mail on your account must be your own.",
    ],
  },
  {
    title: "Bookings",
    paragraphs: [
      "A renter sends a booking request for specific dates. The owner may accept or decline it. A booking is confirmed only when the owner accepts it.",
    ],
    points: [
      "The rental period includes both the pickup and the return date; a same-day rental counts as one day.",
      "A car cannot be booked for dates on which it is already booked.",
    ],
  },
  {
    title: "Prices and Payment",
    paragraphs: [
      "Owners set a price per day in Indian rupees (₹). The total shown before you book is itemised: the rent for your dates (less any weekly or monthly discount), Gaadi's trip fee and GST on it, with no hidden fees.",
      `${paymentTerms} Any refundable security deposit is set by the car's owner and shown apart before you book.`,
    ],
  },
  {
    title: "Cancellations",
    paragraphs: [
      `${TRIP_TERMS_MSG.cancellation} Owners should cancel only in genuine emergencies; repeated cancellations may lead to removal of listings.`,
    ],
  },
  {
    title: "Renter Responsibilities",
    paragraphs: ["During the rental period the renter must:"],
    points: [
      "Drive lawfully, soberly and only on roads suitable for the car.",
      "Not sub-let the car or allow unlisted drivers to drive it.",
      "Return the car on time, in the same condition and with the agreed fuel level.",
      "Pay any traffic challans, tolls and parking fees incurred during the trip.",
    ],
  },
  {
    title: "Owner Responsibilities",
    paragraphs: [
      "Owners must hold valid registration, insurance and pollution-under-control certificates for each listed car, keep it roadworthy, and describe it accurately, including its pickup location.",
    ],
  },
  {
    title: "Insurance and Damage",
    paragraphs: [
      "Every trip includes Basic cover; renters may choose Premium or Comprehensive cover. Damage must be reported within 24 hours. Costs not covered by the chosen plan are the renter's responsibility, up to the limits of the plan's deposit and waiver.",
    ],
  },
  {
    title: "Reviews and Content",
    paragraphs: [
      "Renters may review completed trips and owners may reply. Reviews must be honest and must not contain abusive, discriminatory or unlawful content. We may remove content that breaks these rules.",
    ],
  },
  {
    title: "Limitation of Liability",
    paragraphs: [
      "To the extent permitted by Indian law, Gaadi is not liable for indirect or consequential losses arising from a rental. Our total liability is limited to the fees, if any, you paid to Gaadi in the preceding twelve months.",
    ],
  },
  {
    title: "Governing Law and Contact",
    paragraphs: [
      "These terms are governed by the laws of India and disputes fall under the exclusive jurisdiction of the courts of Bengaluru, Karnataka.",
      "Questions about these terms? Write to legal@gaadi.in or visit the Help Center.",
    ],
  },
];
