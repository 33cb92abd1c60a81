import { Button } from '@mui/material';
import { useCanAccess, useNotify } from 'react-admin';
import { OpenInNewIcon } from '../components/icons';
import { useConsoleDataProvider } from '../components/use-console-action';

/**
 * Opens bull-board (Admin only). The board is a plain page that cannot send the bearer token, so the console
 * first asks the API for its short-lived cookie, then opens the address it answers in a new tab.
 */
export function QueueMonitorButton() {
  const { canAccess } = useCanAccess({ resource: 'queues', action: 'read' });
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  if (!canAccess) return null;

  const open = async () => {
    // Opened before the call so that the browser counts it as the click's own pop-up, not a blocked one.
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await dataProvider.openQueueMonitor();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      const message = (error as Error).message || 'The queue monitor could not be opened';
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };

  return (
    <Button variant="outlined" startIcon={<OpenInNewIcon />} onClick={open}>
      Open queue monitor
    </Button>
  );
}
