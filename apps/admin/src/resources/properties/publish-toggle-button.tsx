import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { PublishIcon, UnpublishIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';

/** Takes a published listing out of search, or puts an unpublished one back; drafts and deleted ones have neither. */
export function PublishToggleButton() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'properties', action: 'publish' });
  const toggle = useConsoleAction(
    (dataProvider, { id, publish }: { id: string; publish: boolean }) =>
      publish ? dataProvider.republishProperty(id) : dataProvider.unpublishProperty(id),
    {
      success: (result) => ({
        message:
          result.data.status === 'published'
            ? 'Listing republished: it is back in search'
            : 'Listing unpublished: it has left search',
      }),
    },
  );
  if (!record || !canAccess || (record.status !== 'published' && record.status !== 'unpublished'))
    return null;
  const publish = record.status === 'unpublished';
  return (
    <Button
      label={publish ? 'Republish' : 'Unpublish'}
      color={publish ? 'primary' : 'warning'}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate({ id: String(record.id), publish });
      }}
    >
      {publish ? <PublishIcon /> : <UnpublishIcon />}
    </Button>
  );
}
