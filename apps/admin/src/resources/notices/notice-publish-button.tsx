import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { PublishIcon, UnpublishIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';

/** Publishes a draft to its audience, or takes a published notice back to a draft. */
export function NoticePublishButton() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'notices', action: 'publish' });
  const toggle = useConsoleAction(
    (dataProvider, { id, publish }: { id: string; publish: boolean }) =>
      publish ? dataProvider.publishNotice(id) : dataProvider.unpublishNotice(id),
    {
      success: (result) => ({
        message: result.data.published
          ? 'Notice published to its audience'
          : 'Notice unpublished: it is a draft again',
      }),
    },
  );
  if (!record || !canAccess) return null;
  const publish = !record.published;
  return (
    <Button
      label={publish ? 'Publish' : 'Unpublish'}
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
