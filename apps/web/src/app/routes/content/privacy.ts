/**
 * Privacy Policy text (owner document section 2, "Static pages": 10 sections), written in the
 * terms of India's Digital Personal Data Protection Act, 2023.
 */
import type { LegalSection } from "@/features/static-pages/components/legal-document";

export const PRIVACY_UPDATED = "1 January 2026";

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: "Who We Are",
    paragraphs: [
      "Gaadi is the Data Fiduciary for the personal data you share with us when you use our car rental marketplace. This policy explains how we process that data under the Digital Personal Data Protection Act, 2023 (DPDP Act).",
    ],
  },
  {
    title: "Data We Collect",
    paragraphs: ["We collect only what we need to run the marketplace:"],
    points: [
      "Account data: your name, e-mail address, password (stored only as a secure hash) and profile photo.",
      "Booking data: the cars you book or list, dates, pickup locations, amounts and cancellation reasons.",
      "Reviews and replies you write, and notifications we send you.",
      "Technical data such as device, browser and log information needed to keep the service secure.",
    ],
  },
  {
    title: "Purpose and Consent",
    paragraphs: [
      "We process your personal data for specified, lawful purposes: creating your account, handling bookings between renters and owners, sending booking updates, preventing fraud and meeting legal obligations. Where consent is the basis, we ask for it clearly and you may withdraw it at any time.",
    ],
  },
  {
    title: "Sharing Your Data",
    paragraphs: [
      "When a booking is requested, the owner and renter see the details needed to complete the trip. We share data with service providers (such as e-mail delivery and hosting) bound by contract to protect it, and with authorities when the law requires. We never sell your personal data.",
    ],
  },
  {
    title: "Data Storage and Security",
    paragraphs: [
      "We protect your data with reasonable security safeguards, including encryption in transit, hashed passwords and access controls. In the event of a personal data breach, we will inform the Data Protection Board of India and affected users as the DPDP Act requires.",
    ],
  },
  {
    title: "Data Retention",
    paragraphs: [
      "We keep personal data only as long as needed for the purposes above or as required by law (for example, tax and accounting records). When you delete your account, we erase or anonymise your data unless we must retain it.",
    ],
  },
  {
    title: "Your Rights as a Data Principal",
    paragraphs: ["Under the DPDP Act you have the right to:"],
    points: [
      "Access a summary of the personal data we process about you.",
      "Correct, complete or update inaccurate data.",
      "Erase your data and delete your account.",
      "Nominate another person to exercise your rights in case of death or incapacity.",
      "Have your grievances redressed promptly.",
    ],
  },
  {
    title: "Children's Data",
    paragraphs: [
      "Gaadi is meant for adults. Renters must be at least 21 years old, and we do not knowingly process the personal data of children under 18.",
    ],
  },
  {
    title: "Cookies and Local Storage",
    paragraphs: [
      "We use your browser's local storage to keep you signed in. We do not use advertising cookies or sell browsing data to third parties.",
    ],
  },
  {
    title: "Grievance Officer and Contact",
    paragraphs: [
      "For questions, requests or complaints about your personal data, contact our Grievance Officer at privacy@gaadi.in. We respond within the time the law requires. If you are not satisfied, you may approach the Data Protection Board of India.",
    ],
  },
];
