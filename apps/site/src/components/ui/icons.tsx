import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Stroke icons drawn on a 24-unit grid; decorative unless given a title by the caller's label. */
function make(paths: string[], name: string, filled = false) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const CloseIcon = make(['M18 6 6 18', 'm6 6 12 12'], 'CloseIcon');
export const MenuIcon = make(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
export const SearchIcon = make(['m21 21-4.3-4.3', 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z'], 'SearchIcon');
export const ChevronLeftIcon = make(['m15 18-6-6 6-6'], 'ChevronLeftIcon');
export const ChevronRightIcon = make(['m9 18 6-6-6-6'], 'ChevronRightIcon');
export const ChevronDownIcon = make(['m6 9 6 6 6-6'], 'ChevronDownIcon');
export const ArrowLeftIcon = make(['M19 12H5', 'm12 19-7-7 7-7'], 'ArrowLeftIcon');
export const ArrowUpIcon = make(['M12 19V5', 'm5 12 7-7 7 7'], 'ArrowUpIcon');
export const TrendingDownIcon = make(['m22 17-8.5-8.5-5 5L2 7', 'M16 17h6v-6'], 'TrendingDownIcon');
export const HeartIcon = make(
  [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  ],
  'HeartIcon',
);
export const HeartFilledIcon = make(
  [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  ],
  'HeartFilledIcon',
  true,
);
export const BedIcon = make(['M2 4v16', 'M2 8h18a2 2 0 0 1 2 2v10', 'M2 17h20', 'M6 8v9'], 'BedIcon');
export const BathIcon = make(
  [
    'M9 6 6.5 3.5a1.5 1.5 0 0 0-1-.5C4.7 3 4 3.7 4 4.5V17a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5',
    'M2 12h20',
    'M7 19v2',
    'M17 19v2',
  ],
  'BathIcon',
);
export const MapPinIcon = make(
  ['M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  'MapPinIcon',
);
export const CheckIcon = make(['M20 6 9 17l-5-5'], 'CheckIcon');
export const UserIcon = make(
  ['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'],
  'UserIcon',
);
export const PhoneIcon = make(
  [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  ],
  'PhoneIcon',
);
export const EditIcon = make(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'], 'EditIcon');
export const TrashIcon = make(
  ['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'],
  'TrashIcon',
);
export const FilterIcon = make(['M22 3H2l8 9.5V19l4 2v-8.5z'], 'FilterIcon');
export const MoonIcon = make(['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z'], 'MoonIcon');
export const SunIcon = make(
  [
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M12 2v2',
    'M12 20v2',
    'm4.9 4.9 1.4 1.4',
    'm17.7 17.7 1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'm6.3 17.7-1.4 1.4',
    'm19.1 4.9-1.4 1.4',
  ],
  'SunIcon',
);
export const AlertTriangleIcon = make(
  ['M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01'],
  'AlertTriangleIcon',
);
export const ShieldIcon = make(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'], 'ShieldIcon');
export const ImageIcon = make(
  [
    'M21 15l-5-5L5 21',
    'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
  'ImageIcon',
);
export const SendIcon = make(['m22 2-7 20-4-9-9-4z', 'M22 2 11 13'], 'SendIcon');
export const InfoIcon = make(
  ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 16v-4', 'M12 8h.01'],
  'InfoIcon',
);
export const LogOutIcon = make(
  ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  'LogOutIcon',
);
export const EyeIcon = make(
  ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
  'EyeIcon',
);
export const EyeOffIcon = make(
  [
    'M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 8 10 8a18.5 18.5 0 0 1-2.16 3.19',
    'M6.61 6.61A13.5 13.5 0 0 0 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.39-1.61',
    'M14.12 14.12a3 3 0 1 1-4.24-4.24',
    'm2 2 20 20',
  ],
  'EyeOffIcon',
);
export const MailIcon = make(
  ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 6-10 7L2 6'],
  'MailIcon',
);
export const LockIcon = make(
  ['M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z', 'M7 11V7a5 5 0 0 1 10 0v4'],
  'LockIcon',
);
export const ChartIcon = make(['M3 3v18h18', 'M8 16v-4', 'M13 16V8', 'M18 16v-7'], 'ChartIcon');
export const ClockIcon = make(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'], 'ClockIcon');
export const StarIcon = make(
  ['m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z'],
  'StarIcon',
);
export const ShareIcon = make(
  [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'm8.6 13.5 6.8 4',
    'm15.4 6.5-6.8 4',
  ],
  'ShareIcon',
);
export const MessageCircleIcon = make(['M7.9 20A9 9 0 1 0 4 16.1L2 22z'], 'MessageCircleIcon');
export const LinkIcon = make(
  ['M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7', 'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7'],
  'LinkIcon',
);
export const BellIcon = make(
  ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.9 1.9 0 0 0 3.4 0'],
  'BellIcon',
);
