import type { PhoneCountry } from '../utils/phone';

// Drawn rather than emoji: several desktop systems show flag emoji as two letters.
// The colours are the flags' own, not theme colours.
const STRIPES: Record<PhoneCountry, { colours: [string, string, string]; vertical: boolean }> = {
  NG: { colours: ['#008751', '#ffffff', '#008751'], vertical: true },
  SL: { colours: ['#1eb53a', '#ffffff', '#0072c6'], vertical: false },
};

export function CountryFlag({ country, className }: { country: PhoneCountry; className?: string }) {
  const { colours, vertical } = STRIPES[country];
  return (
    <svg
      className={className}
      width={22}
      height={15}
      viewBox="0 0 3 3"
      preserveAspectRatio="none"
      aria-hidden
    >
      {colours.map((fill, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: the three stripes never reorder
          key={index}
          x={vertical ? index : 0}
          y={vertical ? 0 : index}
          width={vertical ? 1 : 3}
          height={vertical ? 3 : 1}
          fill={fill}
        />
      ))}
    </svg>
  );
}
