import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { PublishIcon, UnpublishIcon } from '../../components/icons';
import { ToggleRecordButton } from '../../components/toggle-record-button';

/** Takes a published listing out of search, or puts an unpublished one back; drafts and deleted ones have neither. */
export function PublishToggleButton() {
  return (
    <ToggleRecordButton<PropertyRecord>
      resource="properties"
      action="publish"
      switchesOn={(listing) =>
        listing.status === 'unpublished' ? true : listing.status === 'published' ? false : null
      }
      on={{ label: 'Republish', color: 'primary', icon: <PublishIcon /> }}
      off={{ label: 'Unpublish', color: 'warning', icon: <UnpublishIcon /> }}
      run={(dataProvider, id, publish) =>
        publish ? dataProvider.republishProperty(id) : dataProvider.unpublishProperty(id)
      }
      done={(listing) =>
        listing.status === 'published'
          ? 'Listing republished: it is back in search'
          : 'Listing unpublished: it has left search'
      }
    />
  );
}
