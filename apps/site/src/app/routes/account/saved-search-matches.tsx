import type { PropertyCard } from '@ile/shared/contracts/property';
import { useParams } from 'react-router';
import { SaveHeart } from '../../../features/saved/components/save-heart';
import { SavedSearchMatches } from '../../../features/saved-searches/components/saved-search-matches';

/** /account/saved-searches/{id}: what the search matched since it was last opened (alerts link here). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <SavedSearchMatches
      // A new page per search: another search's matches never show while this one's load.
      key={id}
      id={id}
      renderAction={(property: PropertyCard) => (
        <SaveHeart propertyId={property.id} title={property.title} saved={property.isLiked} />
      )}
    />
  );
}
