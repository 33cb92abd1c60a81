import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { usePropertyForEdit } from '../api/get-property-for-edit';
import { EditListingForm } from './edit-listing-form';
import { ReservationTerms } from './reservation-terms';

/** Loads the listing, then shows the form prefilled with it (keyed so another listing starts afresh). */
export function EditListing({ propertyId }: { propertyId: string }) {
  const property = usePropertyForEdit(propertyId);
  if (!propertyId) return <ErrorState message="No listing was chosen to edit. Pick one from My Listings." />;
  if (property.isPending) return <PageSpinner label="Loading the listing" />;
  if (property.isError)
    return <ErrorState message={errorMessage(property.error)} onRetry={() => void property.refetch()} />;
  return (
    <>
      <EditListingForm key={property.data.id} property={property.data} />
      {property.data.category === 'sale' && (
        <ReservationTerms key={`reservation-${property.data.id}`} property={property.data} />
      )}
    </>
  );
}
