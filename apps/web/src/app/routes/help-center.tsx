/** Help Center: to be built by its issue. */
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Help Center</h1>
    </section>
  );
}
