/**
 * Privacy Policy (owner document section 2, "Static pages"; /privacy-policy redirects here):
 * 10 numbered sections under India's DPDP Act, 2023.
 */

import { PageMeta } from "@/components/ui/page-meta";
import { LegalDocument } from "@/features/static-pages/components/legal-document";
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from "./content/privacy";

export default function DataProtectionPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="How Gaadi collects, uses and protects your personal data, and the rights you have over it."
      />
      <LegalDocument
        title="Privacy Policy"
        intro="How Gaadi collects, uses and protects your personal data, and the rights you have over it."
        updated={PRIVACY_UPDATED}
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
