import { countries } from '@ile/shared';

export function HomeRoute() {
  return (
    <section className="hero">
      <h1>Find your next home in Nigeria and Sierra Leone</h1>
      <p>
        Rentals, leases, sales, shared apartments and hostels across{' '}
        {countries.map((c) => c.name).join(' and ')}.
      </p>
    </section>
  );
}
