import { CLAMP_MIN_CHARACTERS } from '@ile/shared/constants/ui';
import type { SavedItem } from '@ile/shared/contracts/wishlist';
import { Link } from 'react-router';
import { Price } from '../../../components/property/price';
import { Button, IconButton } from '../../../components/ui/button';
import { ClampedText } from '../../../components/ui/clamped-text';
import { BathIcon, BedIcon, EditIcon, HeartFilledIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import styles from './saved-properties.module.css';

const IMAGE_SIZES = '(min-width: 1200px) 260px, (min-width: 768px) 30vw, 100vw';

export interface SavedPropertyCardProps {
  item: SavedItem;
  /** Hovered or focused: the side panel shows this card's note. */
  onActivate: (item: SavedItem) => void;
  onEditNote: (item: SavedItem) => void;
  onRemove: (item: SavedItem) => void;
  removing: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A saved listing: picture and title open it, the heart unsaves it, the note button writes a note. */
export function SavedPropertyCard({
  item,
  onActivate,
  onEditNote,
  onRemove,
  removing,
}: SavedPropertyCardProps) {
  const href = `/property/${item.property_id}`;
  return (
    <article
      className={styles.card}
      onMouseEnter={() => onActivate(item)}
      onFocus={() => onActivate(item)}
      aria-labelledby={`saved-${item.id}`}
    >
      <Link to={href} tabIndex={-1} aria-hidden className={styles.imageLink}>
        <ResponsiveImage image={item.image_set[0]} alt="" sizes={IMAGE_SIZES} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.title} id={`saved-${item.id}`}>
          <Link to={href}>
            <ClampedText text={item.property_title} lines={2} minChars={CLAMP_MIN_CHARACTERS.cardTitle} />
          </Link>
        </h2>
        <Price
          className={styles.price}
          amount={item.price}
          currency={item.currency}
          duration={item.duration}
        />
        <p className={styles.description}>
          <ClampedText text={item.description} lines={2} minChars={CLAMP_MIN_CHARACTERS.savedDescription} />
        </p>
        <p className={styles.rooms}>
          <span>
            <BedIcon size={16} /> {plural(item.bedrooms, 'bed')}
          </span>
          <span>
            <BathIcon size={16} /> {plural(item.bathrooms, 'bath')}
          </span>
        </p>
        {/* Touch screens have no hover: the note shows on the card itself there. */}
        <p className={styles.inlineNote}>{item.note ? `Note: ${item.note}` : null}</p>
        <Button variant="secondary" size="small" onClick={() => onEditNote(item)}>
          <EditIcon size={16} /> {item.note ? 'Edit note' : 'Add note'}
        </Button>
      </div>
      <IconButton
        label={`Remove ${item.property_title} from saved properties`}
        className={styles.heart}
        onClick={() => onRemove(item)}
        disabled={removing}
        aria-busy={removing || undefined}
      >
        <HeartFilledIcon />
      </IconButton>
    </article>
  );
}
