import { circle, line, rect, roundedRect, svgDocument } from './svg';

// Stand-ins for the papers applicants upload: an agency's registration certificate and a student's ID
// card. Shapes only (text lines are grey bars), so they render the same with or without fonts. Both are
// at least 1024×768, the smallest student proof the api accepts.

const PAPER = '#fbf8f1';
const INK = '#9aa3ad';

/** Grey bars standing for lines of text, `count` of them from (x, y). */
function textLines(x: number, y: number, width: number, count: number, gap = 34): string {
  return Array.from({ length: count }, (_, i) =>
    roundedRect(x, y + i * gap, width * (i % 3 === 2 ? 0.62 : 1), 12, 6, INK),
  ).join('');
}

/** A certificate of registration: border, crest, heading, body text, seal and signature. */
export function registrationCertificate(): string {
  const width = 1024;
  const height = 1400;
  const parts = [
    rect(0, 0, width, height, PAPER),
    rect(40, 40, width - 80, height - 80, 'none', 'stroke="#1f5f9a" stroke-width="10"'),
    rect(62, 62, width - 124, height - 124, 'none', 'stroke="#b07d2a" stroke-width="3"'),
    circle(width / 2, 210, 70, '#1f5f9a'),
    circle(width / 2, 210, 44, PAPER),
    roundedRect(262, 320, 500, 28, 14, '#2f4858'),
    roundedRect(342, 370, 340, 16, 8, INK),
    textLines(160, 470, 704, 12),
    roundedRect(160, 930, 300, 20, 10, '#2f4858'),
    textLines(160, 980, 704, 5),
    circle(250, 1210, 80, '#8c3b2a', 'opacity="0.85"'),
    circle(250, 1210, 58, 'none', 'stroke="#f3e7c9" stroke-width="4"'),
    line(600, 1240, 860, 1240, '#2f4858', 3),
    `<path d="M610 1225 q30 -40 55 0 t55 -5 t60 10" fill="none" stroke="#1f3a8a" stroke-width="4"/>`,
  ];
  return svgDocument(width, height, parts.join(''));
}

/** A university identity card photographed on a desk. */
export function studentIdCard(): string {
  const width = 1280;
  const height = 960;
  const card = { x: 190, y: 170, width: 900, height: 580 };
  const parts = [
    rect(0, 0, width, height, '#6b5a48'),
    roundedRect(card.x + 12, card.y + 16, card.width, card.height, 36, '#3d3228'),
    roundedRect(card.x, card.y, card.width, card.height, 36, '#ffffff'),
    `<path d="M${card.x} ${card.y + 36} a36 36 0 0 1 36 -36 h${card.width - 72} a36 36 0 0 1 36 36 v94 h-${card.width} z" fill="#2f7a3a"/>`,
    circle(card.x + 70, card.y + 64, 38, '#f3e7c9'),
    roundedRect(card.x + 130, card.y + 46, 420, 22, 11, '#e6f0f5'),
    roundedRect(card.x + 130, card.y + 82, 260, 14, 7, '#cfe3d2'),
    roundedRect(card.x + 50, card.y + 170, 230, 290, 14, '#d9dee3'),
    circle(card.x + 165, card.y + 270, 62, '#8a6a52'),
    `<path d="M${card.x + 70} ${card.y + 460} q95 -150 190 0 z" fill="#2f4858"/>`,
    textLines(card.x + 330, card.y + 190, 500, 7, 40),
    ...Array.from({ length: 28 }, (_, i) =>
      rect(card.x + 330 + i * 17, card.y + 490, i % 3 === 0 ? 9 : 5, 56, '#1c1c1c'),
    ),
  ];
  return svgDocument(width, height, parts.join(''));
}
