/** Manage Reviews (owner document section 2, /owner/manage-reviews, owners only). */

import { PageMeta } from "@/components/ui/page-meta";
import { ManageReviews } from "@/features/reviews/components/manage-reviews";

export default function Page() {
  return (
    <section className="p-4 md:p-8">
      <PageMeta
        title="Manage Reviews"
        description="Read what renters say about your cars and answer each review once."
      />
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Manage Reviews</h1>
        <p className="mt-1 text-slate-600">
          Read what renters say about your cars and answer each review once.
        </p>
      </header>
      <ManageReviews />
    </section>
  );
}
