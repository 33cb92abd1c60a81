import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { AccountPage } from '../../../features/account/components/account-page';
import { DataExportPanel } from '../../../features/account/components/data-export';
import { DeleteDataPanel, SharingSettings } from '../../../features/account/components/privacy-settings';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Privacy and sharing');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'sharing' ? 'sharing' : 'data';
  return (
    <AccountPage title="Privacy and sharing" intro="Your data, and what others can see of you.">
      <Tabs
        label="Privacy and sharing"
        value={tab}
        onValueChange={(next) =>
          setParams(next === 'data' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
        }
        items={[
          {
            value: 'data',
            label: 'Data',
            content: (
              <>
                <DataExportPanel />
                <DeleteDataPanel />
              </>
            ),
          },
          { value: 'sharing', label: 'Sharing', content: <SharingSettings /> },
        ]}
      />
    </AccountPage>
  );
}
