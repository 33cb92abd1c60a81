import type { Random } from '../random';
import {
  apartmentBlock,
  type Building,
  bungalow,
  duplex,
  officeTower,
  palette,
  warehouse,
} from './buildings';
import {
  broadTree,
  compoundWall,
  driveway,
  GROUNDS,
  type Ground,
  ground,
  hills,
  palm,
  shrubs,
  skyColours,
  sunOrClouds,
} from './outdoors';
import { circle, line, photographedScene, rect, SCENE_HEIGHT, SCENE_WIDTH, verticalGradient } from './svg';

export type ExteriorKind = 'bungalow' | 'duplex' | 'apartment' | 'office' | 'warehouse' | 'land';

const GROUNDS_BY_KIND: Record<ExteriorKind, readonly Ground[]> = {
  bungalow: ['grass', 'laterite', 'meadow'],
  duplex: ['grass', 'paved', 'meadow'],
  apartment: ['paved', 'grass', 'laterite'],
  office: ['paved'],
  warehouse: ['paved', 'laterite'],
  land: ['laterite', 'meadow', 'grass'],
};

/** A street-side view of a property of the given kind, as a 1280x853 SVG. */
export function exteriorScene(rng: Random, kind: ExteriorKind): string {
  const [skyTop, skyBottom] = skyColours(rng);
  const [groundTop, groundBottom] = GROUNDS[rng.pick(GROUNDS_BY_KIND[kind])];
  const horizon = Math.round(SCENE_HEIGHT * rng.float(0.52, 0.72));
  const defs =
    verticalGradient('sky', skyTop, skyBottom) +
    verticalGradient('ground', groundTop, groundBottom) +
    verticalGradient('glass', '#bfe0f5', '#5f8fb5');
  const parts = [
    rect(0, 0, SCENE_WIDTH, horizon + 2, 'url(#sky)'),
    sunOrClouds(rng, horizon),
    hills(rng, horizon),
    ground(horizon),
  ];

  const baseY = horizon + rng.int(40, 80);
  const cx = SCENE_WIDTH / 2 + rng.int(-220, 220);
  const colours = palette(rng);
  // Trees behind the building first, so the building overlaps them.
  for (const side of [-1, 1]) {
    if (rng.chance(0.7))
      parts.push(palm(rng, cx + side * rng.int(380, 560), baseY - rng.int(5, 25), rng.float(0.8, 1.2)));
  }
  if (rng.chance(0.4)) parts.push(broadTree(rng, rng.int(80, 240), baseY - 10, rng.float(0.9, 1.3)));

  if (kind === 'land') {
    parts.push(landPlot(rng, baseY));
    return photographedScene(rng, SCENE_WIDTH, SCENE_HEIGHT, parts.join(''), defs);
  }

  const building: Building =
    kind === 'bungalow'
      ? bungalow(rng, cx, baseY, colours)
      : kind === 'duplex'
        ? duplex(rng, cx, baseY, colours)
        : kind === 'apartment'
          ? apartmentBlock(rng, cx, baseY, colours)
          : kind === 'office'
            ? officeTower(rng, cx, baseY)
            : warehouse(rng, cx, baseY, colours);
  // Photographed from nearer or further away: the building and its front, larger or smaller about its base.
  const scale = rng.float(0.8, 1.25);
  parts.push(
    `<g transform="translate(${cx} ${baseY}) scale(${scale.toFixed(3)}) translate(${-cx} ${-baseY})">`,
    building.svg,
    driveway(building.entranceX, 90, baseY, kind === 'warehouse' ? '#a9a59c' : '#c8bfae'),
    shrubs(rng, cx - building.width / 2 - 40, building.entranceX - 80, baseY + 4),
    shrubs(rng, building.entranceX + 80, cx + building.width / 2 + 40, baseY + 4),
    '</g>',
  );
  if ((kind === 'bungalow' || kind === 'duplex') && rng.chance(0.6)) {
    parts.push(compoundWall(rng, SCENE_HEIGHT - rng.int(10, 60), colours.wall, building.entranceX));
  }
  return photographedScene(rng, SCENE_WIDTH, SCENE_HEIGHT, parts.join(''), defs);
}

/** An empty, fenced plot with survey beacons and a signboard. */
function landPlot(rng: Random, baseY: number): string {
  const parts: string[] = [];
  const fenceY = baseY + rng.int(30, 80);
  for (let x = 20; x < SCENE_WIDTH; x += 90) parts.push(rect(x, fenceY - 70, 8, 72, '#6b4c32'));
  for (const dy of [-58, -36, -14])
    parts.push(line(0, fenceY + dy, SCENE_WIDTH, fenceY + dy, '#5a5a5a', 1.5));
  for (let i = 0; i < 4; i++) {
    const bx = rng.int(120, SCENE_WIDTH - 120);
    const by = fenceY + rng.int(60, 220);
    parts.push(rect(bx, by - 40, 22, 40, '#d7d2c7'), rect(bx, by - 46, 22, 8, '#b33a2a'));
  }
  const signX = rng.int(200, SCENE_WIDTH - 420);
  const signColour = rng.pick(['#b33a2a', '#1f5f9a', '#2f7a3a']);
  parts.push(
    rect(signX + 20, fenceY - 40, 10, 150, '#5b4a3a'),
    rect(signX + 200, fenceY - 40, 10, 150, '#5b4a3a'),
  );
  parts.push(rect(signX, fenceY - 150, 230, 120, '#f7f3ea'), rect(signX, fenceY - 150, 230, 34, signColour));
  for (const dy of [-96, -72, -50])
    parts.push(rect(signX + 20, fenceY + dy, rng.int(120, 190), 10, '#9a948a'));
  parts.push(shrubs(rng, 0, SCENE_WIDTH, fenceY + rng.int(240, 320)));
  for (let i = 0; i < 24; i++) {
    parts.push(
      circle(
        rng.int(0, SCENE_WIDTH),
        rng.int(fenceY + 10, SCENE_HEIGHT),
        rng.int(6, 16),
        '#5f8f3f',
        'opacity="0.6"',
      ),
    );
  }
  return parts.join('');
}
