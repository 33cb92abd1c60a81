import { HeroSearch } from './hero-search';
import styles from './home.module.css';

const HERO_SRCSET = (format: 'avif' | 'webp') =>
  [640, 960, 1280].map((width) => `/images/hero-${width}.${format} ${width}w`).join(', ');

/**
 * The first thing a visitor sees. The picture is a static asset with its size known up front, loaded at
 * high priority: it is the page's largest paint, and reserving its box keeps the layout still.
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <picture className={styles.heroPicture}>
        <source type="image/avif" srcSet={HERO_SRCSET('avif')} sizes="100vw" />
        <source type="image/webp" srcSet={HERO_SRCSET('webp')} sizes="100vw" />
        <img
          src="/images/hero-1280.jpg"
          alt=""
          width={1280}
          height={853}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={`container ${styles.heroInner}`}>
        <h1 id="hero-title" className={styles.heroTitle}>
          Find your next home in Nigeria and Sierra Leone
        </h1>
        <p className={styles.heroLead}>
          Rentals, leases, sales, shared apartments and hostels from owners and agents you can check.
        </p>
        <HeroSearch />
      </div>
    </section>
  );
}
