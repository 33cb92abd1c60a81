import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useUpdatePrivacySetting } from '../api/update-privacy-setting';
import styles from './account.module.css';
import { SettingSwitch } from './setting-switch';

/** The Sharing tab: who can find your listings and whether others see that you read their messages. */
export function SharingSettings() {
  const { user } = useSession();
  const update = useUpdatePrivacySetting();
  if (!user) return null;
  return (
    <div className={styles.card}>
      <h2>Sharing</h2>
      <SettingSwitch
        label="Include my listings in search engines"
        description="When off, search engines such as Google are asked not to show your listings. People on Ile still find them."
        checked={user.settings.search_engine_inclusion}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ searchEngineInclusion: on })}
      />
      <SettingSwitch
        label="Read receipts"
        description="When on, people you message can see when you have read their messages, and you see theirs."
        checked={user.settings.read_receipts}
        disabled={update.isPending}
        onChange={(on) => update.mutate({ readReceipts: on })}
      />
    </div>
  );
}

/** "Delete your data" is deleting the account: it leads to that dialog on Login and security. */
export function DeleteDataPanel() {
  const navigate = useNavigate();
  return (
    <div className={`${styles.card} ${styles.dangerCard}`}>
      <h2>Delete your data</h2>
      <p className="muted">
        Deleting your data means deleting your account: your profile, saved properties, notes and messages are
        erased and your listings unpublished. Payment records are kept without your name, as the law requires.
      </p>
      <Button variant="danger" onClick={() => navigate('/account/login', { state: { deleteAccount: true } })}>
        Delete my data
      </Button>
    </div>
  );
}
