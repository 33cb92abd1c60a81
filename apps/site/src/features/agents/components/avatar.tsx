import styles from './directory.module.css';

/** A profile picture or logo; falls back to initials so a card never shows a broken image. */
export function Avatar({
  src,
  name,
  large,
  square,
}: {
  src: string | null | undefined;
  name: string;
  large?: boolean;
  square?: boolean;
}) {
  const className = [styles.avatar, large && styles.avatarLarge, square && styles.squareAvatar]
    .filter(Boolean)
    .join(' ');
  const size = large ? 96 : 64;
  if (!src) {
    const initials = name
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('');
    return (
      <span className={className} aria-hidden>
        {initials}
      </span>
    );
  }
  return (
    <img className={className} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
  );
}
