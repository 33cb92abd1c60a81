import { HOME_SECTIONS } from '@ile/shared/constants/ui';
import type { PropertyCard } from '@ile/shared/contracts/property';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useHomeDisplay } from '../api/get-home-display';
import { useTrending } from '../api/get-trending';
import styles from './home.module.css';
import { CardList, HomeSection, type RenderCardAction } from './home-section';

/** Loading (undefined) shows placeholders; a loaded list shows only with more than six items (spec §9). */
const enough = (list: PropertyCard[] | undefined) =>
  list === undefined || list.length > HOME_SECTIONS.minItemsExclusive;

const unseen = (list: PropertyCard[], shown: Set<string>) => {
  const seen = new Set(shown);
  return list.filter((property) => !seen.has(property.id) && seen.add(property.id));
};

/** Popular, a wide variety, and 'Find your dream property today' (newest, then trending). */
export function HomeSections({ renderAction }: { renderAction?: RenderCardAction }) {
  const display = useHomeDisplay();
  const trending = useTrending();
  if (display.isError) {
    return (
      <div className="container">
        <ErrorState message={errorMessage(display.error)} onRetry={() => void display.refetch()} />
      </div>
    );
  }
  const popular = display.data?.properties1;
  const variety = display.data?.properties2;
  const newest = display.data?.properties3;
  // Trending failing only loses the second dream row.
  const trendingList = trending.isError ? [] : trending.data;
  const [firstRow, secondRow] = HOME_SECTIONS.dreamRows;
  // The lists overlap (the most viewed are often trending too): each card shows once on the page.
  const shown = new Set(
    [
      ...(popular?.slice(0, HOME_SECTIONS.popular) ?? []),
      ...(variety?.slice(0, HOME_SECTIONS.variety) ?? []),
    ].map((property) => property.id),
  );
  const dreamFirst = newest && unseen(newest, shown).slice(0, firstRow);
  for (const property of dreamFirst ?? []) shown.add(property.id);
  const dreamSecond =
    trendingList &&
    display.data &&
    unseen([...trendingList, ...display.data.properties1, ...display.data.properties3], shown);

  return (
    <div className="container">
      {enough(popular) && (
        <HomeSection
          id="popular-heading"
          title="Popular properties"
          description="The listings people are looking at most."
          more={{ to: '/properties?sort=most_viewed', label: 'See all popular' }}
        >
          <CardList properties={popular} count={HOME_SECTIONS.popular} renderAction={renderAction} />
        </HomeSection>
      )}
      {enough(variety) && (
        <HomeSection
          id="variety-heading"
          title="A wide variety of places to live"
          description="Rentals, leases, sales, shared apartments and hostels, all in one place."
          more={{ to: '/properties', label: 'Browse everything' }}
        >
          <CardList
            properties={variety}
            count={HOME_SECTIONS.variety}
            variant="strip"
            renderAction={renderAction}
          />
        </HomeSection>
      )}
      {(enough(newest) || enough(trendingList)) && (
        <HomeSection
          id="dream-heading"
          title="Find your dream property today"
          description="Fresh on Ile this week, and what is trending now."
          more={{ to: '/properties', label: 'See all properties' }}
        >
          <div className={styles.rows}>
            {enough(newest) && (
              <CardList properties={dreamFirst} count={firstRow} renderAction={renderAction} />
            )}
            {enough(trendingList) && dreamSecond?.length !== 0 && (
              <CardList properties={dreamSecond} count={secondRow} renderAction={renderAction} />
            )}
          </div>
          <div className={styles.cta}>
            <ButtonLink to="/properties">Start your search</ButtonLink>
          </div>
        </HomeSection>
      )}
    </div>
  );
}
