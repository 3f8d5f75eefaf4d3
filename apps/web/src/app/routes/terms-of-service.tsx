/** Terms of Service (owner document section 2, "Static pages"): 12 numbered sections. */

import type { QueryClient } from "@tanstack/react-query";
import { PageMeta } from "@/components/ui/page-meta";
import { prefetchSettings, usePaymentTerms } from "@/features/settings/api/get-settings";
import { LegalDocument } from "@/features/static-pages/components/legal-document";
import { TERMS_UPDATED, termsSections } from "./content/terms";

/** The settings saying how renters pay (the route's loader: the server render needs them). */
export const prefetch = (client: QueryClient) => prefetchSettings(client);

export default function TermsOfServicePage() {
  const paymentTerms = usePaymentTerms();
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
        sections={termsSections(paymentTerms)}
      />
    </>
  );
}
