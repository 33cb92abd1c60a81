import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { IconButton } from '../../components/ui/button';
import { ArrowUpIcon } from '../../components/ui/icons';
import styles from './layout.module.css';

/** The page scrolls to the top on every route change (spec §2), unless the URL names an anchor. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** A "back to top" button once the visitor has scrolled a screen down. */
export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      label="Back to top"
      className={styles.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
