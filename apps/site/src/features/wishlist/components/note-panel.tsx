import { MESSAGES } from '@ile/shared/constants/messages';
import type { SavedItem } from '@ile/shared/contracts/wishlist';
import styles from './saved-properties.module.css';

/** Beside the grid on wide screens: the note of the card under the pointer or keyboard focus. */
export function NotePanel({ item }: { item: SavedItem | undefined }) {
  return (
    <aside className={styles.panel} aria-label="Note preview">
      <h2 className={styles.panelHeading}>Note</h2>
      {item ? (
        <>
          <p className={styles.panelTitle}>{item.property_title}</p>
          <p className={item.note ? styles.panelNote : 'muted'}>{item.note ?? MESSAGES.wishlist.noNote}</p>
        </>
      ) : (
        <p className="muted">Point at or tab to a saved property to read its note here.</p>
      )}
    </aside>
  );
}
