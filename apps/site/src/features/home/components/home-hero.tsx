import { narrowestSrcset } from '@ile/shared/helpers/data-saver';
import { useDataSaver } from '../../../lib/data-saver';
import { HERO_IMAGE } from '../hero-image';
import { HeroSearch } from './hero-search';
import styles from './home.module.css';

/**
 * The first thing a visitor sees. The picture is a static asset with its size known up front, loaded at
 * high priority: it is the page's largest paint, and reserving its box keeps the layout still. With data saver
 * on, only its narrowest rendition (as the api then preloads it).
 */
export function HomeHero() {
  const { on: savingData } = useDataSaver();
  const srcset = (format: 'avif' | 'webp') =>
    savingData ? narrowestSrcset(HERO_IMAGE.srcset(format)) : HERO_IMAGE.srcset(format);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <picture className={styles.heroPicture}>
        <source type="image/avif" srcSet={srcset('avif')} sizes={HERO_IMAGE.sizes} />
        <source type="image/webp" srcSet={srcset('webp')} sizes={HERO_IMAGE.sizes} />
        <img
          src={HERO_IMAGE.src}
          alt=""
          width={HERO_IMAGE.width}
          height={HERO_IMAGE.height}
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
