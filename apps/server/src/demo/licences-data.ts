/**
 * The demo's driving licences (issue 29 item 6): the demo renter and the three owners (who may
 * rent too) hold verified licences, so they can book with LICENCE_CHECKS on; two more renters
 * have licences waiting for review, sent at different times (the review queue's order). The
 * numbers are made-up but pass parseLicenceNumber; each photo is an SVG card drawn here and
 * re-encoded to WebP in the private folder (licenceCardSvg).
 */
import type { LicenceStatus } from "@gaadi/shared";

export interface DemoLicence {
  /** Index into DEMO_ACCOUNTS. */
  account: number;
  /** As a person types it (normalised by parseLicenceNumber). */
  number: string;
  dateOfBirth: string;
  /** Years from today the licence is valid until. */
  validForYears: number;
  status: LicenceStatus;
  /** Hours before the load the details were sent. */
  submittedHoursAgo: number;
}

// biome-ignore format: a data table reads best one licence per line
export const DEMO_LICENCES: readonly DemoLicence[] = [
  { account: 0, number: "MH12 2008 0045123", dateOfBirth: "1985-03-14", validForYears: 6, status: "verified", submittedHoursAgo: 24 * 90 },
  { account: 1, number: "KL07 2011 0098231", dateOfBirth: "1989-08-02", validForYears: 9, status: "verified", submittedHoursAgo: 24 * 60 },
  { account: 2, number: "DL04 2006 0123987", dateOfBirth: "1982-11-23", validForYears: 4, status: "verified", submittedHoursAgo: 24 * 45 },
  { account: 3, number: "KA01 2016 0456789", dateOfBirth: "1996-06-09", validForYears: 12, status: "verified", submittedHoursAgo: 24 * 30 },
  { account: 4, number: "TN09 2019 0234561", dateOfBirth: "1999-01-27", validForYears: 15, status: "pending", submittedHoursAgo: 26 },
  { account: 5, number: "WB20 2021 0345672", dateOfBirth: "2001-09-30", validForYears: 17, status: "pending", submittedHoursAgo: 3 },
];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A licence card's front as SVG (credit-card proportions, 856 x 540), clearly a demo. */
export function licenceCardSvg(card: {
  name: string;
  number: string;
  dateOfBirth: string;
  validUntil: string;
}): string {
  const line = (y: number, label: string, value: string) =>
    `<text x="300" y="${y}" font-size="22" fill="#555">${label}</text><text x="300" y="${y + 32}" font-size="30" fill="#111" font-weight="bold">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" font-family="sans-serif">
<rect width="856" height="540" rx="28" fill="#eef3f8"/>
<rect width="856" height="96" rx="28" fill="#1d4e89"/><rect y="60" width="856" height="36" fill="#1d4e89"/>
<text x="40" y="62" font-size="34" fill="#fff" font-weight="bold">DRIVING LICENCE · DEMO</text>
<rect x="40" y="130" width="220" height="270" rx="12" fill="#c9d6e3"/>
<circle cx="150" cy="220" r="55" fill="#8aa2bb"/><rect x="75" y="290" width="150" height="90" rx="40" fill="#8aa2bb"/>
${line(140, "Name", card.name)}${line(220, "Licence No.", card.number)}${line(300, "Date of birth", card.dateOfBirth)}${line(380, "Valid until", card.validUntil)}
<text x="40" y="500" font-size="20" fill="#888">Sample image of the Gaadi demo: not a real document</text>
</svg>`;
}
