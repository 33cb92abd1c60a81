import { CheckIcon, CloseIcon, InfoIcon } from '../../../components/ui/icons';
import styles from './manage.module.css';

const LOOKS: Record<string, { className: string | undefined; label: string; Icon: typeof CheckIcon }> = {
  successful: { className: styles.success, label: 'Successful', Icon: CheckIcon },
  published: { className: styles.success, label: 'Published', Icon: CheckIcon },
  unsuccessful: { className: styles.danger, label: 'Unsuccessful', Icon: CloseIcon },
  unpublished: { className: styles.danger, label: 'Unpublished', Icon: CloseIcon },
  pending: { className: styles.warning, label: 'Pending', Icon: InfoIcon },
  draft: { className: styles.warning, label: 'Draft', Icon: InfoIcon },
  expired: { className: styles.warning, label: 'Expired', Icon: InfoIcon },
  held: { className: styles.warning, label: 'Held for review', Icon: InfoIcon },
  let: { className: undefined, label: 'Let', Icon: CheckIcon },
  sold: { className: undefined, label: 'Sold', Icon: CheckIcon },
};

/** A status with an icon and a colour, so it never relies on colour alone. */
export function StatusBadge({ status }: { status: string }) {
  const look = LOOKS[status] ?? { className: undefined, label: status, Icon: InfoIcon };
  return (
    <span className={[styles.badge, look.className].filter(Boolean).join(' ')}>
      <look.Icon size={14} />
      {look.label}
    </span>
  );
}
