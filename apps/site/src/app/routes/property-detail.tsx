import type { Property } from '@ile/shared/contracts/property';
import { lazy, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { MoveInCard } from '../../components/move-in/move-in-card';
import { ReportButton } from '../../components/report/report-button';
import { ShareButton } from '../../components/share/share-button';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/feedback';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { OptionalSection } from '../../components/ui/optional-section';
import { useCountView } from '../../features/property-detail/api/count-view';
import { useProperty } from '../../features/property-detail/api/get-property';
import { ContactInfo } from '../../features/property-detail/components/contact-info';
import { ListerPanel } from '../../features/property-detail/components/lister-panel';
import { PayThroughIle } from '../../features/property-detail/components/pay-through-ile';
import { PriceHistory } from '../../features/property-detail/components/price-history';
import { PricePanel } from '../../features/property-detail/components/price-panel';
import styles from '../../features/property-detail/components/property-detail.module.css';
import {
  PropertyDetailSkeleton,
  PropertyUnavailable,
} from '../../features/property-detail/components/property-detail-states';
import { PropertyFacts } from '../../features/property-detail/components/property-facts';
import { PropertyGallery } from '../../features/property-detail/components/property-gallery';
import {
  fullAddress,
  PropertyDescription,
  PropertyHeading,
} from '../../features/property-detail/components/property-heading';
import { PropertyMap } from '../../features/property-detail/components/property-map';
import {
  Disclaimer,
  Extras,
  NearbyAmenities,
} from '../../features/property-detail/components/property-notes';
import { SaveButton } from '../../features/saved/components/save-button';
import { SaveHeart } from '../../features/saved/components/save-heart';
import { BOOK_ANCHOR } from '../../features/viewings/book-anchor';
import { ApiError } from '../../lib/api-client';
import { useDataSaver } from '../../lib/data-saver';
import { useLeaveFirstViewWhen } from '../../lib/first-view';
import { useOnline } from '../../lib/offline/online-status';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { errorMessage } from '../../lib/toast';

// Below the fold on every screen, with cards the rest of the page does not use: kept out of its first load.
const SimilarListings = lazy(() =>
  import('../../features/property-detail/components/similar-listings').then((module) => ({
    default: module.SimilarListings,
  })),
);

// Booking a viewing (its slot picker) loads after the page: the first load stays within its budget.
const BookViewing = lazy(() =>
  import('../../features/viewings/components/book-viewing').then((module) => ({
    default: module.BookViewing,
  })),
);

/**
 * The panel's code loads after the page; with data saver on (nothing fetched the visitor did not ask for) only
 * when they tap "Book a viewing", or come back from signing in to book. The stand-in is the same button.
 */
function BookViewingPanel({ property }: { property: Property }) {
  const dataSaver = useDataSaver();
  const { user } = useSession();
  const location = useLocation();
  const [tapped, setTapped] = useState(false);
  const online = useOnline();
  if (user?.id === property.owner_id) return null;
  const standIn = (onClick?: () => void) => (
    <Button id={BOOK_ANCHOR} variant="secondary" block onClick={onClick} loading={!onClick}>
      Book a viewing
    </Button>
  );
  // Offline (the page kept for a saved listing) there is no booking: its code is not kept, nor are free times.
  if (!online) return null;
  if (dataSaver.on && !tapped && location.hash !== `#${BOOK_ANCHOR}`) return standIn(() => setTapped(true));
  return (
    <OptionalSection fallback={tapped ? standIn() : null}>
      <BookViewing property={property} tapped={tapped} />
    </OptionalSection>
  );
}

const summary = (text: string) => (text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text);

/** /property/{id}: a listing's page with its gallery, every detail, and save, contact and pay actions. */
export function Component() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const property = query.data;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useCountView(id, query.isSuccess);
  useLeaveFirstViewWhen(!query.isPending);
  usePageTitle(
    property?.title ?? (missing ? 'Property not available' : null),
    property ? summary(property.description) : undefined,
  );

  if (query.isPending) return <PropertyDetailSkeleton />;
  if (missing) return <PropertyUnavailable />;
  if (!property) {
    return (
      <div className="container page">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <article className="container page">
      <OfflineBanner />
      <PropertyGallery images={property.image_set} title={property.title} />
      <div className={styles.layout}>
        <div className={styles.headingArea}>
          <PropertyHeading property={property} />
        </div>
        <div className={styles.panelArea}>
          <PricePanel property={property}>
            <PayThroughIle property={property} />
            <ListerPanel property={property} />
            <ContactInfo property={property} />
            <BookViewingPanel property={property} />
            <SaveButton propertyId={property.id} saved={property.isLiked} />
            <ShareButton
              page={{ path: `/property/${property.id}`, title: property.title }}
              label="Share this listing"
              block
            />
            <ButtonLink to="/properties" variant="ghost" block>
              View other properties
            </ButtonLink>
            <ReportButton
              targetType="property"
              targetId={property.id}
              ownerId={property.owner_id}
              subject="this listing"
              label="Report this listing"
            />
          </PricePanel>
        </div>
        <div className={styles.detailsArea}>
          <PropertyDescription property={property} />
          <AfterFirstPaint>
            {property.moveIn && <MoveInCard moveIn={property.moveIn} className={styles.moveIn} />}
            <PropertyFacts property={property} />
            <PriceHistory history={property.priceHistory} />
            <NearbyAmenities features={property.features} />
            <Extras fees={property.additional_fees} />
            {property.latitude !== null && property.longitude !== null && (
              <PropertyMap
                latitude={property.latitude}
                longitude={property.longitude}
                address={fullAddress(property)}
              />
            )}
            <Disclaimer />
          </AfterFirstPaint>
        </div>
      </div>
      {/* Its own key: another listing's page starts watching for the scroll again. */}
      <OptionalSection>
        <SimilarListings
          key={property.id}
          propertyId={property.id}
          renderAction={(card) => <SaveHeart propertyId={card.id} title={card.title} saved={card.isLiked} />}
        />
      </OptionalSection>
    </article>
  );
}
