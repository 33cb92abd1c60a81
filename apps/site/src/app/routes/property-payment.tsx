// Placeholder until the page lands (site issue 7); the route and its chunk already exist.
export function Component() {
  return (
    <section className="container page">
      <h1 className="page-title">Payment</h1>
    </section>
  );
}
