import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDataSaver } from '../../../lib/data-saver';
import styles from './property-detail.module.css';

// About a kilometre either side: streets are readable and the neighbourhood is in view.
const SPAN_DEGREES = 0.01;

/**
 * OpenStreetMap's embed around the listing's geocoded position: no map library in the bundle. With data saver
 * on, no tiles until the visitor asks ("Show map"): a map costs more than the rest of the page.
 */
export function PropertyMap({
  latitude,
  longitude,
  address,
}: {
  latitude: number;
  longitude: number;
  address: string;
}) {
  const bbox = [
    longitude - SPAN_DEGREES,
    latitude - SPAN_DEGREES,
    longitude + SPAN_DEGREES,
    latitude + SPAN_DEGREES,
  ]
    .map((value) => value.toFixed(5))
    .join(',');
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
  const larger = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  const { on: savingData } = useDataSaver();
  const [asked, setAsked] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="map-heading">
      <h2 id="map-heading" className={styles.sectionTitle}>
        Location
      </h2>
      {savingData && !asked ? (
        <div className={`${styles.map} ${styles.mapOnTap}`}>
          <p>Data saver is on: the map loads when you ask.</p>
          <Button variant="secondary" onClick={() => setAsked(true)}>
            Show map
          </Button>
        </div>
      ) : (
        <iframe
          className={styles.map}
          title={`Map of the area around ${address}`}
          src={embed}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      <p className={styles.mapNote}>
        The marker shows the approximate area.{' '}
        <a href={larger} target="_blank" rel="noopener noreferrer">
          View a larger map
        </a>
      </p>
    </section>
  );
}
