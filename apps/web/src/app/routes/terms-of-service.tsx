/** Terms of Service (owner document section 2, "Static pages"): 12 numbered sections. */

import { PageMeta } from "@/components/ui/page-meta";
import { LegalDocument } from "@/features/static-pages/components/legal-document";
import { TERMS_SECTIONS, TERMS_UPDATED } from "./content/terms";

export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The rules for renting and listing cars on Gaadi."
      />
      <LegalDocument
        title="Terms of Service"
        intro="The rules for renting and listing cars on Gaadi. Please read them carefully."
        updated={TERMS_UPDATED}
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
