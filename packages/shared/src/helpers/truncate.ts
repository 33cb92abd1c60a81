export const ELLIPSIS = '...';

/**
 * For text that must fit a stored or sent limit (a notification's title). Never for display: pages clamp by
 * width at a word boundary instead (apps/site components/ui/clamped-text).
 * The first `max` characters followed by '...' when the text is longer than `max`; missing text is ''.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (text === null || text === undefined) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, Math.max(0, Math.floor(max))).join('')}${ELLIPSIS}`;
}
