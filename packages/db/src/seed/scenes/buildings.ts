import type { Random } from '../random';
import { circle, ellipse, line, polygon, rect, shade } from './svg';

// Building facades drawn on a baseline. Each returns its SVG and the x of its entrance (for the path).

export interface Building {
  svg: string;
  entranceX: number;
  width: number;
}

export interface Palette {
  wall: string;
  roof: string;
  trim: string;
}

const WALLS = [
  '#f3ead8',
  '#e9d3b0',
  '#f7f4ee',
  '#d9c2a0',
  '#e8e1d5',
  '#cfd8c9',
  '#f1d9c6',
  '#dfe6ee',
  '#f0e2a8',
];
const ROOFS = ['#8c3b2a', '#5a5f66', '#2f4d6e', '#3d6b4f', '#7a4a2e', '#4a4a4a', '#a0522d', '#6d2e46'];
const TRIMS = ['#ffffff', '#6b4a32', '#2f3b45', '#8a6d4b', '#3b5d7a'];

export function palette(rng: Random): Palette {
  return { wall: rng.pick(WALLS), roof: rng.pick(ROOFS), trim: rng.pick(TRIMS) };
}

export function window(
  x: number,
  y: number,
  width: number,
  height: number,
  trim: string,
  barred: boolean,
): string {
  const parts = [
    rect(x - 5, y - 5, width + 10, height + 10, trim),
    rect(x, y, width, height, 'url(#glass)'),
    line(x + width / 2, y, x + width / 2, y + height, trim, 3),
    line(x, y + height * 0.45, x + width, y + height * 0.45, trim, 3),
    rect(x - 9, y + height + 4, width + 18, 7, shade(trim, -0.15)),
  ];
  if (barred)
    for (let bx = x + 8; bx < x + width; bx += 12) parts.push(line(bx, y, bx, y + height, '#2b2b2b', 1.5));
  return parts.join('');
}

function door(x: number, baseY: number, width: number, height: number, colour: string): string {
  return (
    rect(x - 6, baseY - height - 6, width + 12, height + 6, shade(colour, -0.3)) +
    rect(x, baseY - height, width, height, colour) +
    rect(x + 8, baseY - height + 10, width - 16, height * 0.4, shade(colour, 0.12)) +
    circle(x + width - 12, baseY - height / 2, 3.5, '#d9b25a')
  );
}

function hipRoof(x: number, top: number, width: number, rise: number, colour: string): string {
  return (
    polygon(
      [
        [x - 36, top + 6],
        [x + width + 36, top + 6],
        [x + width - rise * 0.9, top - rise],
        [x + rise * 0.9, top - rise],
      ],
      colour,
    ) + rect(x - 36, top, width + 72, 10, shade(colour, -0.25))
  );
}

function gableRoof(x: number, top: number, width: number, rise: number, colour: string): string {
  return (
    polygon(
      [
        [x - 30, top + 6],
        [x + width + 30, top + 6],
        [x + width / 2, top - rise],
      ],
      colour,
    ) + line(x - 30, top + 6, x + width / 2, top - rise, shade(colour, -0.3), 6)
  );
}

export function bungalow(rng: Random, cx: number, baseY: number, colours: Palette): Building {
  const width = rng.int(560, 720);
  const height = rng.int(175, 215);
  const x = cx - width / 2;
  const top = baseY - height;
  const parts = [
    rect(x, top, width, height, colours.wall),
    rect(x, baseY - 22, width, 22, shade(colours.wall, -0.18)),
  ];
  parts.push(
    rng.chance(0.6)
      ? hipRoof(x, top, width, rng.int(90, 125), colours.roof)
      : gableRoof(x, top, width, rng.int(110, 150), colours.roof),
  );
  const doorX = x + width * rng.float(0.42, 0.52);
  parts.push(door(doorX, baseY - 4, 62, 128, rng.pick(['#5a3a22', '#7a4b2a', '#2f3b45', '#803a2a'])));
  const windows = rng.int(3, 4);
  const barred = rng.chance(0.6);
  const slots = [0.1, 0.26, 0.66, 0.82].slice(0, windows);
  for (const slot of slots) parts.push(window(x + width * slot, top + 45, 78, 82, colours.trim, barred));
  if (rng.chance(0.6)) {
    // Veranda columns and a step.
    for (const offset of [-70, 130])
      parts.push(rect(doorX + offset, top + 10, 14, height - 14, shade(colours.wall, 0.3)));
    parts.push(rect(doorX - 90, baseY - 8, 260, 10, shade(colours.wall, -0.3)));
  }
  return { svg: parts.join(''), entranceX: doorX + 31, width };
}

export function duplex(rng: Random, cx: number, baseY: number, colours: Palette): Building {
  const width = rng.int(500, 620);
  const storey = rng.int(150, 170);
  const x = cx - width / 2;
  const top = baseY - storey * 2;
  const parts = [
    rect(x, top, width, storey * 2, colours.wall),
    rect(x, baseY - storey - 8, width, 10, shade(colours.wall, -0.2)),
  ];
  parts.push(hipRoof(x, top, width, rng.int(85, 115), colours.roof));
  const barred = rng.chance(0.5);
  for (const slot of [0.08, 0.36, 0.68])
    parts.push(window(x + width * slot, top + 40, 80, 78, colours.trim, barred));
  const doorX = x + width * 0.44;
  for (const slot of [0.1, 0.72])
    parts.push(window(x + width * slot, baseY - storey + 35, 80, 80, colours.trim, barred));
  parts.push(door(doorX, baseY - 4, 64, 126, rng.pick(['#5a3a22', '#2f3b45', '#7a4b2a'])));
  if (rng.chance(0.7)) {
    // Balcony across the middle of the upper floor.
    const bx = x + width * 0.3;
    const bw = width * 0.4;
    const by = baseY - storey - 4;
    parts.push(rect(bx, by, bw, 12, shade(colours.wall, -0.25)));
    for (let rx = bx + 6; rx < bx + bw; rx += 16) parts.push(line(rx, by - 46, rx, by, colours.trim, 3));
    parts.push(rect(bx, by - 50, bw, 6, colours.trim));
  }
  let entranceX = doorX + 32;
  if (rng.chance(0.5)) {
    // Attached garage to one side.
    const left = rng.chance(0.5);
    const gw = 190;
    const gx = left ? x - gw + 10 : x + width - 10;
    const gh = 140;
    parts.push(
      rect(gx, baseY - gh, gw, gh, shade(colours.wall, -0.06)),
      rect(gx - 8, baseY - gh - 10, gw + 16, 14, colours.roof),
    );
    parts.push(rect(gx + 22, baseY - gh + 30, gw - 44, gh - 30, '#c9c6bf'));
    for (let gy = baseY - gh + 42; gy < baseY; gy += 12)
      parts.push(line(gx + 22, gy, gx + gw - 22, gy, '#a7a39a', 2));
    entranceX = gx + gw / 2;
  }
  return { svg: parts.join(''), entranceX, width };
}

export function apartmentBlock(rng: Random, cx: number, baseY: number, colours: Palette): Building {
  const floors = rng.int(3, 5);
  const floorHeight = rng.int(80, 92);
  const width = rng.int(460, 620);
  const x = cx - width / 2;
  const top = baseY - floors * floorHeight;
  const accent = shade(colours.wall, -0.22);
  const parts = [rect(x, top, width, floors * floorHeight, colours.wall)];
  parts.push(rect(x - 10, top - 16, width + 20, 18, accent));
  const columns = rng.int(4, 5);
  const barred = rng.chance(0.3);
  const withBalconies = rng.chance(0.6);
  for (let f = 0; f < floors; f++) {
    const fy = top + f * floorHeight;
    parts.push(rect(x, fy + floorHeight - 6, width, 6, accent));
    for (let c = 0; c < columns; c++) {
      const wx = x + 30 + (c * (width - 60)) / columns + 12;
      if (f === floors - 1 && c === Math.floor(columns / 2)) continue;
      parts.push(window(wx, fy + 20, (width - 60) / columns - 34, floorHeight - 46, colours.trim, barred));
      if (withBalconies && c % 2 === 1 && f < floors - 1) {
        parts.push(
          rect(
            wx - 12,
            fy + floorHeight - 30,
            (width - 60) / columns - 10,
            26,
            shade(colours.trim, -0.1),
            'opacity="0.85"',
          ),
        );
      }
    }
  }
  const doorX = x + 30 + (Math.floor(columns / 2) * (width - 60)) / columns + 6;
  parts.push(door(doorX, baseY - 4, 70, floorHeight - 20, '#3b3b3b'));
  // Rooftop water tanks.
  const tanks = rng.int(1, 3);
  for (let t = 0; t < tanks; t++) {
    const tx = x + 40 + t * 70 + rng.int(0, 30);
    const colour = rng.pick(['#1f1f1f', '#27456b', '#2d2d2d']);
    parts.push(rect(tx, top - 70, 50, 56, colour), ellipse(tx + 25, top - 70, 25, 8, shade(colour, 0.2)));
  }
  return { svg: parts.join(''), entranceX: doorX + 35, width };
}

export function officeTower(rng: Random, cx: number, baseY: number): Building {
  const floors = rng.int(5, 7);
  const floorHeight = 58;
  const width = rng.int(380, 500);
  const x = cx - width / 2;
  const top = baseY - floors * floorHeight;
  const frame = rng.pick(['#d7dadd', '#b8bec4', '#e6e0d6']);
  const parts = [
    rect(x - 14, top - 24, width + 28, floors * floorHeight + 24, frame),
    rect(x, top, width, floors * floorHeight, 'url(#glass)'),
  ];
  for (let f = 1; f < floors; f++)
    parts.push(line(x, top + f * floorHeight, x + width, top + f * floorHeight, frame, 5));
  for (let vx = x + 55; vx < x + width; vx += 55) parts.push(line(vx, top, vx, baseY, frame, 3));
  parts.push(
    polygon(
      [
        [x + width * 0.15, top],
        [x + width * 0.45, top],
        [x + width * 0.05, baseY],
        [x - 0, baseY],
      ],
      '#ffffff',
      'opacity="0.14"',
    ),
  );
  const doorX = cx - 60;
  parts.push(
    rect(doorX - 30, baseY - 92, 180, 14, shade(frame, -0.3)),
    rect(doorX, baseY - 78, 120, 78, '#2c3e50'),
  );
  parts.push(line(doorX + 60, baseY - 78, doorX + 60, baseY, frame, 3));
  return { svg: parts.join(''), entranceX: cx, width };
}

export function warehouse(rng: Random, cx: number, baseY: number, colours: Palette): Building {
  const width = rng.int(800, 960);
  const height = rng.int(190, 230);
  const x = cx - width / 2;
  const top = baseY - height;
  const cladding = rng.pick(['#c9ced3', '#b7c3cc', '#d8d2c4', '#9fb0a3']);
  const parts = [rect(x, top, width, height, cladding)];
  for (let vx = x + 10; vx < x + width; vx += 14)
    parts.push(line(vx, top, vx, baseY, shade(cladding, -0.12), 1.5));
  parts.push(
    polygon(
      [
        [x - 24, top + 4],
        [x + width + 24, top + 4],
        [cx, top - 60],
      ],
      colours.roof,
    ),
  );
  const doors = rng.int(2, 3);
  for (let d = 0; d < doors; d++) {
    const dx = x + 80 + d * 230;
    parts.push(rect(dx, baseY - 150, 170, 150, '#9aa0a6'));
    for (let dy = baseY - 140; dy < baseY; dy += 10) parts.push(line(dx, dy, dx + 170, dy, '#7f858b', 2));
  }
  // Office annex with windows.
  const ax = x + width - 230;
  parts.push(rect(ax, baseY - 130, 200, 130, colours.wall));
  parts.push(
    window(ax + 25, baseY - 105, 60, 50, colours.trim, false),
    window(ax + 115, baseY - 105, 60, 50, colours.trim, false),
  );
  return { svg: parts.join(''), entranceX: x + 165, width };
}
