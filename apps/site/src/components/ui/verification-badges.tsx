import type { VerificationBadges as Badges } from '@ile/shared/contracts/verification';
import { type SyntheticEvent, useId } from 'react';
import { CheckIcon, ShieldIcon } from './icons';
import styles from './verification-badges.module.css';

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 Nov 2026', the same for every visitor (the checks are dated in UTC). */
export const badgeDate = (iso: string): string => DAY.format(new Date(iso));

export interface BadgeText {
  key: 'identity' | 'business' | 'inspected';
  label: string;
  /** What was checked and when: the tooltip, and what assistive technology reads. */
  detail: string;
}

/** The badges a record earns, with their words; none when nothing was checked. */
export function badgeTexts(badges: Badges | undefined): BadgeText[] {
  if (!badges) return [];
  const texts: BadgeText[] = [];
  if (badges.identity) {
    const on = badges.identityVerifiedAt ? ` on ${badgeDate(badges.identityVerifiedAt)}` : '';
    texts.push({
      key: 'identity',
      label: 'ID verified',
      detail: `ID verified: government ID and selfie checked by Ile staff${on}`,
    });
  }
  if (badges.business) {
    const on = badges.businessVerifiedAt ? ` on ${badgeDate(badges.businessVerifiedAt)}` : '';
    texts.push({
      key: 'business',
      label: 'Business verified',
      detail: `Business verified: business registration and any estate-agent licence checked by Ile staff${on}`,
    });
  }
  if (badges.inspectedAt) {
    const day = badgeDate(badges.inspectedAt);
    texts.push({
      key: 'inspected',
      label: `Inspected ${day}`,
      detail: `Inspected: Ile staff visited this property on ${day}`,
    });
  }
  return texts;
}

const EDGE = 8;

/**
 * Slides the badge's tooltip (shown by CSS on hover and focus) sideways so it stays on the screen: a badge near
 * a phone's right edge would otherwise open it past the edge.
 */
function keepTooltipOnScreen(event: SyntheticEvent<HTMLElement>) {
  const tooltip = event.currentTarget.querySelector<HTMLElement>('[role="tooltip"]');
  if (!tooltip) return;
  tooltip.style.transform = '';
  const { left, right } = tooltip.getBoundingClientRect();
  const past = right - (document.documentElement.clientWidth - EDGE);
  const shift = past > 0 ? -Math.min(past, left - EDGE) : 0;
  if (shift !== 0) tooltip.style.transform = `translateX(${shift}px)`;
}

function Badge({ text, compact, interactive }: { text: BadgeText; compact: boolean; interactive: boolean }) {
  const tip = useId();
  const Icon = text.key === 'inspected' ? CheckIcon : ShieldIcon;
  if (!interactive) {
    return (
      <li className={`${styles.badge} ${styles[text.key]}`}>
        <Icon size={compact ? 12 : 14} />
        <span>{text.label}</span>
      </li>
    );
  }
  return (
    // Focusable so the tooltip opens from the keyboard and on a tap, not only on hover.
    <li
      className={`${styles.badge} ${styles[text.key]}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the badge's tooltip must be reachable without a mouse
      tabIndex={0}
      aria-describedby={tip}
      onFocus={keepTooltipOnScreen}
      onMouseEnter={keepTooltipOnScreen}
    >
      <Icon size={compact ? 12 : 14} />
      <span>{text.label}</span>
      <span role="tooltip" id={tip} className={styles.tooltip}>
        {text.detail}
      </span>
    </li>
  );
}

/**
 * The trust badges of a listing, a person or an agency: "ID verified", "Business verified", "Inspected
 * 12 Nov 2026". Each says in its tooltip exactly what Ile staff checked and when. Nothing is drawn when
 * nothing was checked.
 */
export function VerificationBadges({
  badges,
  compact = false,
  interactive = true,
  className,
}: {
  badges: Badges | undefined;
  /** Smaller, for cards and the inbox list. */
  compact?: boolean;
  /**
   * false inside another control (a conversation in the inbox list is a button): the labels only, no
   * focusable tooltip; the details are shown where the record opens.
   */
  interactive?: boolean;
  className?: string;
}) {
  const texts = badgeTexts(badges);
  if (texts.length === 0) return null;
  return (
    <ul
      className={`${styles.badges} ${compact ? styles.compact : ''} ${className ?? ''}`}
      aria-label="Verification"
    >
      {texts.map((text) => (
        <Badge key={text.key} text={text} compact={compact} interactive={interactive} />
      ))}
    </ul>
  );
}
