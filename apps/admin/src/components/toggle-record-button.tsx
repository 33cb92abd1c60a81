import type { ReactElement } from 'react';
import { Button, type RaRecord, useCanAccess, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/data-provider';
import { useConsoleAction } from './use-console-action';

interface ButtonFace {
  label: string;
  color: 'primary' | 'warning';
  icon: ReactElement;
}

interface ToggleRecordButtonProps<R extends RaRecord> {
  /** The permission the action needs, as the server's table names it. */
  resource: string;
  action: string;
  /** Which way the button acts on this record: true switches the state on, null offers nothing. */
  switchesOn: (record: R) => boolean | null;
  /** The button that switches the state on (Publish, Hide), and the one that switches it off. */
  on: ButtonFace;
  off: ButtonFace;
  run: (dataProvider: ConsoleDataProvider, id: string, on: boolean) => Promise<{ data: R }>;
  /** The notification, from the record as the server answered it. */
  done: (record: R) => string;
}

/** A record's two-way switch (publish/unpublish, hide/unhide) as one button that says which way it goes. */
export function ToggleRecordButton<R extends RaRecord>({
  resource,
  action,
  switchesOn,
  on,
  off,
  run,
  done,
}: ToggleRecordButtonProps<R>) {
  const record = useRecordContext<R>();
  const { canAccess } = useCanAccess({ resource, action });
  const toggle = useConsoleAction(
    (dataProvider, args: { id: string; on: boolean }) => run(dataProvider, args.id, args.on),
    { success: (result) => ({ message: done(result.data) }) },
  );
  if (!record || !canAccess) return null;
  const switchOn = switchesOn(record);
  if (switchOn === null) return null;
  const face = switchOn ? on : off;
  return (
    <Button
      label={face.label}
      color={face.color}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.stopPropagation();
        toggle.mutate({ id: String(record.id), on: switchOn });
      }}
    >
      {face.icon}
    </Button>
  );
}
