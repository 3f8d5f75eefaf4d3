/**
 * Insurance page content (owner document section 2 "Static pages" and section 9 "Marketing
 * claims": Basic free with ₹25,000 deposit; Premium ₹299/day, ₹10,000 deposit, damage waiver up
 * to ₹50,000; Comprehensive ₹499/day, no deposit, medical cover ₹2 lakhs; claims in 48-72 hours).
 */
export interface InsurancePlan {
  id: "basic" | "premium" | "comprehensive";
  name: string;
  price: string;
  priceNote: string;
  deposit: string;
  features: string[];
  popular?: boolean;
}

export const PLANS: InsurancePlan[] = [
  {
    id: "basic",
    name: "Basic",
    price: "Free",
    priceNote: "included with every trip",
    deposit: "Security deposit ₹25,000",
    features: [
      "Third-party liability cover",
      "24x7 roadside assistance",
      "Emergency hotline support",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    price: "₹299",
    priceNote: "per day",
    deposit: "Security deposit ₹10,000",
    popular: true,
    features: [
      "Everything in Basic",
      "Damage waiver up to ₹50,000",
      "Tyre and windscreen protection",
      "Theft protection",
    ],
  },
  {
    id: "comprehensive",
    name: "Comprehensive",
    price: "₹499",
    priceNote: "per day",
    deposit: "No security deposit",
    features: [
      "Everything in Premium",
      "Medical cover up to ₹2 lakhs",
      "Personal belongings cover",
      "Zero paperwork claims",
    ],
  },
];

export const COVERED = [
  {
    title: "Accidental damage",
    text: "Repairs after collisions, depending on your plan's waiver.",
  },
  { title: "Theft", text: "Loss of the car through theft, with a police report." },
  { title: "Third-party liability", text: "Injury or damage to other people and property." },
  { title: "Roadside assistance", text: "Towing, flat tyres, battery jump-starts, any hour." },
  { title: "Natural calamities", text: "Flood, storm and earthquake damage during your trip." },
  { title: "Medical expenses", text: "Hospital costs for driver and passengers (Comprehensive)." },
];

export const CLAIM_STEPS = [
  {
    title: "Stay safe and report",
    text: "Call the emergency hotline and tell the owner within 24 hours.",
  },
  {
    title: "Document the damage",
    text: "Take photos and, for theft or injury, file a police report (FIR).",
  },
  {
    title: "Submit your claim",
    text: "Send the photos and documents to claims@gaadi.in with your booking details.",
  },
  {
    title: "Get it settled",
    text: "Claims are processed in 48-72 hours after we receive all documents.",
  },
];

export const INSURANCE_FAQ = [
  {
    question: "Is insurance mandatory?",
    answer:
      "Every trip includes Basic cover at no cost. Premium and Comprehensive are optional upgrades.",
  },
  {
    question: "When is the security deposit returned?",
    answer:
      "The owner returns the deposit when the car comes back in the same condition, usually at drop-off.",
  },
  {
    question: "What is not covered?",
    answer:
      "Damage from drunk driving, racing, off-road use, unlisted drivers or driving without a valid licence.",
  },
  {
    question: "How long do claims take?",
    answer: "Claims are processed in 48-72 hours once all documents have been received.",
  },
];
