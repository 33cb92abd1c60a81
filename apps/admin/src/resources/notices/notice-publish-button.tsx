import type { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import { PublishIcon, UnpublishIcon } from '../../components/icons';
import { ToggleRecordButton } from '../../components/toggle-record-button';

/** Publishes a draft to its audience, or takes a published notice back to a draft. */
export function NoticePublishButton() {
  return (
    <ToggleRecordButton<NoticeRecord>
      resource="notices"
      action="publish"
      switchesOn={(notice) => !notice.published}
      on={{ label: 'Publish', color: 'primary', icon: <PublishIcon /> }}
      off={{ label: 'Unpublish', color: 'warning', icon: <UnpublishIcon /> }}
      run={(dataProvider, id, publish) =>
        publish ? dataProvider.publishNotice(id) : dataProvider.unpublishNotice(id)
      }
      done={(notice) =>
        notice.published ? 'Notice published to its audience' : 'Notice unpublished: it is a draft again'
      }
    />
  );
}
