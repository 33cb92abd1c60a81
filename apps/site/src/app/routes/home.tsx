// Placeholder until the page lands (site issue 7).
export function Component() {
  return (
    <section className="container page">
      <h1 className="page-title">Find your next home in Nigeria and Sierra Leone</h1>
    </section>
  );
}
