import type { Random } from '../random';
import { circle, ellipse, line, path, polygon, rect, SCENE_HEIGHT, SCENE_WIDTH, shade } from './svg';

// Sky, ground, vegetation and fences shared by the exterior scenes.

const SKIES: readonly (readonly [string, string])[] = [
  ['#5ea8ea', '#cfe8fb'],
  ['#84bde9', '#f3efe1'],
  ['#f2a36b', '#fde2c0'],
  ['#9db2c6', '#e5eaee'],
  ['#3f8fd8', '#b9def6'],
  ['#7a93c9', '#f6c9a5'],
];

export const GROUNDS = {
  grass: ['#86b45c', '#4d8438'],
  laterite: ['#c97b4c', '#9d5130'],
  paved: ['#bcb5a8', '#8e887d'],
  meadow: ['#a1c36d', '#698f43'],
} as const;
export type Ground = keyof typeof GROUNDS;

export function skyColours(rng: Random): readonly [string, string] {
  return rng.pick(SKIES);
}

export function sunOrClouds(rng: Random, horizon: number): string {
  const parts: string[] = [];
  if (rng.chance(0.5)) {
    const x = rng.float(120, SCENE_WIDTH - 120);
    const y = rng.float(70, horizon * 0.35);
    parts.push(circle(x, y, 70, '#fff6d5', 'opacity="0.35"'), circle(x, y, 42, '#fff3c4', 'opacity="0.9"'));
  }
  const clouds = rng.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const x = rng.float(60, SCENE_WIDTH - 60);
    const y = rng.float(50, horizon * 0.45);
    const s = rng.float(0.6, 1.3);
    parts.push(
      `<g opacity="${rng.float(0.55, 0.9).toFixed(2)}" fill="#ffffff">`,
      ellipse(x, y, 70 * s, 24 * s, '#ffffff'),
      ellipse(x - 40 * s, y + 6 * s, 46 * s, 18 * s, '#ffffff'),
      ellipse(x + 45 * s, y + 4 * s, 52 * s, 20 * s, '#ffffff'),
      ellipse(x + 5 * s, y - 14 * s, 40 * s, 22 * s, '#ffffff'),
      '</g>',
    );
  }
  return parts.join('');
}

export function hills(rng: Random, horizon: number): string {
  const colour = rng.pick(['#7d9a7a', '#8aa39a', '#97a6b3', '#6f8f6a']);
  const points: [number, number][] = [[0, horizon + 2]];
  let x = 0;
  while (x < SCENE_WIDTH) {
    points.push([x, horizon - rng.float(20, 110)]);
    x += rng.float(120, 260);
  }
  points.push([SCENE_WIDTH, horizon - rng.float(20, 90)], [SCENE_WIDTH, horizon + 2]);
  return polygon(points, colour, 'opacity="0.55"');
}

export function palm(rng: Random, x: number, baseY: number, scale: number): string {
  const height = 260 * scale;
  const lean = rng.float(-40, 40) * scale;
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = path(
    `M${x - 7 * scale},${baseY} Q${x + lean * 0.3},${baseY - height * 0.5} ${topX - 4 * scale},${topY} L${topX + 4 * scale},${topY} Q${x + lean * 0.3 + 10 * scale},${baseY - height * 0.5} ${x + 7 * scale},${baseY} Z`,
    '#7b5b3a',
  );
  const green = rng.pick(['#2f7a3a', '#3b8a45', '#2d6b34', '#4a9150']);
  const fronds: string[] = [];
  const count = rng.int(6, 9);
  for (let i = 0; i < count; i++) {
    const angle = -170 + (i * 160) / (count - 1) + rng.float(-8, 8);
    fronds.push(
      `<path d="M0,0 Q${45 * scale},${-28 * scale} ${110 * scale},${14 * scale} Q${55 * scale},${-6 * scale} 0,0 Z" fill="${shade(green, rng.float(-0.15, 0.15))}" transform="translate(${topX.toFixed(1)},${topY.toFixed(1)}) rotate(${angle.toFixed(1)})"/>`,
    );
  }
  return trunk + fronds.join('') + circle(topX, topY + 4 * scale, 9 * scale, '#5b4a2a');
}

export function broadTree(rng: Random, x: number, baseY: number, scale: number): string {
  const green = rng.pick(['#3f7d3a', '#4f8d3f', '#356b33', '#5c9a48']);
  const parts = [rect(x - 9 * scale, baseY - 110 * scale, 18 * scale, 110 * scale, '#6b4c32')];
  for (let i = 0; i < 5; i++) {
    parts.push(
      circle(
        x + rng.float(-60, 60) * scale,
        baseY - 130 * scale - rng.float(0, 70) * scale,
        rng.float(45, 70) * scale,
        shade(green, rng.float(-0.12, 0.12)),
      ),
    );
  }
  return parts.join('');
}

export function shrubs(rng: Random, fromX: number, toX: number, baseY: number): string {
  const parts: string[] = [];
  let x = fromX;
  while (x < toX) {
    const green = rng.pick(['#4c8b3f', '#5f9c4a', '#3d7434', '#6aa552']);
    const r = rng.float(18, 34);
    parts.push(
      circle(x, baseY - r * 0.6, r, green),
      circle(x + r * 0.8, baseY - r * 0.4, r * 0.8, shade(green, -0.1)),
    );
    x += r * rng.float(1.6, 3.5);
  }
  return parts.join('');
}

/** A low compound wall with a gate opening, as in front of most Nigerian and Sierra Leonean homes. */
export function compoundWall(rng: Random, y: number, colour: string, gateX: number): string {
  const height = rng.float(55, 80);
  const gateWidth = 170;
  const top = y - height;
  const capping = shade(colour, -0.2);
  const parts = [
    rect(0, top, gateX - gateWidth / 2, height, colour),
    rect(gateX + gateWidth / 2, top, SCENE_WIDTH - gateX - gateWidth / 2, height, colour),
    rect(0, top - 6, gateX - gateWidth / 2 + 8, 8, capping),
    rect(gateX + gateWidth / 2 - 8, top - 6, SCENE_WIDTH, 8, capping),
  ];
  const gateColour = rng.pick(['#2f3b45', '#6b2f2f', '#1f4b3a', '#3a3a3a']);
  parts.push(
    rect(gateX - gateWidth / 2 + 8, top - 20, gateWidth - 16, height + 20, gateColour, 'opacity="0.92"'),
  );
  for (let gx = gateX - gateWidth / 2 + 20; gx < gateX + gateWidth / 2 - 10; gx += 14) {
    parts.push(line(gx, top - 18, gx, y, shade(gateColour, 0.25), 2));
  }
  return parts.join('');
}

export function ground(horizon: number): string {
  return rect(0, horizon, SCENE_WIDTH, SCENE_HEIGHT - horizon, 'url(#ground)');
}

export function driveway(fromX: number, fromWidth: number, y: number, colour: string): string {
  return polygon(
    [
      [fromX - fromWidth / 2, y],
      [fromX + fromWidth / 2, y],
      [fromX + fromWidth * 1.6, SCENE_HEIGHT],
      [fromX - fromWidth * 1.6, SCENE_HEIGHT],
    ],
    colour,
  );
}
