import styles from './inbox.module.css';

/** A person's picture, or their initials on a tinted disc. */
export function Avatar({
  name,
  image,
  size = 40,
}: {
  name: string;
  image: string | null | undefined;
  size?: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return image ? (
    <img className={styles.avatar} src={image} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden>
      {initials || '?'}
    </span>
  );
}
