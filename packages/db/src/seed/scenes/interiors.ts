import type { Random } from '../random';
import {
  circle,
  ellipse,
  line,
  photographedScene,
  polygon,
  rect,
  roundedRect,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  shade,
  verticalGradient,
} from './svg';

export type InteriorKind = 'living-room' | 'bedroom' | 'kitchen';

const WALL_COLOURS = ['#efe6d8', '#e4ecef', '#f3efe6', '#dfe7da', '#efdccb', '#e9e4f0', '#f6efd9'];
const FLOORS = [
  { base: '#b98a5e', seam: '#9c7049' },
  { base: '#d9d4cc', seam: '#b9b3a9' },
  { base: '#8d6a4c', seam: '#6f523a' },
  { base: '#e8e2d6', seam: '#cfc7b8' },
];
const FABRICS = ['#3f5f7f', '#7a4e3a', '#6b7b5a', '#8a8f96', '#b5654a', '#2f4858', '#c9a66b'];

/** A room seen from its doorway, as a 1280x853 SVG. */
export function interiorScene(rng: Random, kind: InteriorKind): string {
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const wall = rng.pick(WALL_COLOURS);
  const floor = rng.pick(FLOORS);
  const floorY = Math.round(H * rng.float(0.62, 0.7));
  const defs =
    verticalGradient('window-sky', rng.pick(['#7fbde9', '#9cc9e8', '#f3b27f']), '#e8f4fb') +
    verticalGradient('wall-light', shade(wall, 0.08), shade(wall, -0.06));
  const parts = [rect(0, 0, W, floorY, 'url(#wall-light)'), rect(0, floorY, W, H - floorY, floor.base)];
  // Floorboards or tiles converging a little towards the back wall for depth.
  for (let i = -8; i <= 16; i++) {
    const x = (i * W) / 8;
    parts.push(line(W / 2 + (x - W / 2) * 0.55, floorY, x, H, floor.seam, 2));
  }
  for (let y = floorY + 40; y < H; y += 40 + (y - floorY) * 0.25)
    parts.push(line(0, y, W, y, floor.seam, 1.5));
  parts.push(rect(0, floorY - 14, W, 14, shade(wall, -0.2)));

  const windowX = rng.int(80, W - 460);
  parts.push(roomWindow(rng, windowX, floorY));
  if (kind === 'living-room') parts.push(livingRoom(rng, floorY, windowX));
  else if (kind === 'bedroom') parts.push(bedroom(rng, floorY, windowX));
  else parts.push(kitchen(rng, floorY));
  if (rng.chance(0.6)) parts.push(sideWall(rng, wall, floorY));
  return photographedScene(rng, W, H, parts.join(''), defs);
}

/**
 * The room shot from a corner: a side wall running towards the back on the left or the right, in the wall's
 * colour turned away from the light, with its own strip of floor. Most phone photos of a room show two walls.
 */
function sideWall(rng: Random, wall: string, floorY: number): string {
  const W = SCENE_WIDTH;
  const H = SCENE_HEIGHT;
  const depth = rng.int(Math.round(W * 0.12), Math.round(W * 0.32));
  const onLeft = rng.chance(0.5);
  const edge = onLeft ? 0 : W;
  const back = onLeft ? depth : W - depth;
  const top = rng.float(0.08, 0.2) * H;
  const wallPart = polygon(
    [
      [edge, 0],
      [back, top],
      [back, floorY],
      [edge, H],
    ],
    shade(wall, rng.float(-0.28, -0.12)),
  );
  const corner = line(back, top, back, floorY, shade(wall, -0.35), 3);
  return wallPart + corner;
}

function roomWindow(rng: Random, x: number, floorY: number): string {
  const width = rng.int(280, 360);
  const top = floorY * 0.16;
  const height = floorY * 0.5;
  const curtain = rng.pick(FABRICS);
  return [
    rect(x - 10, top - 10, width + 20, height + 20, '#f8f8f6'),
    rect(x, top, width, height, 'url(#window-sky)'),
    line(x + width / 2, top, x + width / 2, top + height, '#f8f8f6', 8),
    rect(x - 60, top - 28, width + 120, 10, '#6d6d6d'),
    polygon(
      [
        [x - 60, top - 20],
        [x + 30, top - 20],
        [x + 10, top + height + 40],
        [x - 70, top + height + 40],
      ],
      curtain,
      'opacity="0.92"',
    ),
    polygon(
      [
        [x + width - 30, top - 20],
        [x + width + 60, top - 20],
        [x + width + 70, top + height + 40],
        [x + width - 10, top + height + 40],
      ],
      curtain,
      'opacity="0.92"',
    ),
  ].join('');
}

function frame(rng: Random, x: number, y: number): string {
  const width = rng.int(120, 200);
  const height = rng.int(90, 140);
  const art = rng.pick(['#c86f4a', '#4a7fc8', '#e0b94a', '#6aa36f', '#9a5fb0']);
  return (
    rect(x, y, width, height, '#3b2f25') +
    rect(x + 10, y + 10, width - 20, height - 20, '#f5efe3') +
    circle(x + width * 0.4, y + height * 0.5, height * 0.22, art) +
    polygon(
      [
        [x + 10, y + height - 10],
        [x + width * 0.6, y + height * 0.45],
        [x + width - 10, y + height - 10],
      ],
      shade(art, -0.25),
    )
  );
}

function plant(rng: Random, x: number, baseY: number): string {
  const pot = rng.pick(['#b5654a', '#f1f1f1', '#3b3b3b']);
  const parts = [
    polygon(
      [
        [x - 30, baseY - 70],
        [x + 30, baseY - 70],
        [x + 22, baseY],
        [x - 22, baseY],
      ],
      pot,
    ),
  ];
  for (let i = 0; i < 7; i++) {
    parts.push(
      ellipse(
        x + rng.int(-40, 40),
        baseY - 100 - rng.int(0, 90),
        16,
        44,
        rng.pick(['#3f7d3a', '#4f8d3f', '#2f6b33']),
        `transform="rotate(${rng.int(-40, 40)} ${x} ${baseY - 100})"`,
      ),
    );
  }
  return parts.join('');
}

function livingRoom(rng: Random, floorY: number, windowX: number): string {
  const fabric = rng.pick(FABRICS);
  const sofaX = windowX > 640 ? rng.int(80, 220) : rng.int(560, 700);
  const sofaY = floorY - 40;
  const parts = [
    rect(sofaX - 40, floorY + 120, 620, 120, rng.pick(['#d9c9a8', '#b7c4cf', '#c98f7a']), 'opacity="0.8"'),
    roundedRect(sofaX, sofaY - 120, 520, 110, 22, shade(fabric, -0.1)),
    roundedRect(sofaX - 20, sofaY - 40, 560, 100, 20, fabric),
    roundedRect(sofaX - 40, sofaY - 90, 60, 150, 20, shade(fabric, -0.18)),
    roundedRect(sofaX + 500, sofaY - 90, 60, 150, 20, shade(fabric, -0.18)),
    roundedRect(sofaX + 40, sofaY - 105, 110, 80, 16, rng.pick(['#e8d7a8', '#d98c6a', '#f0ede6'])),
    roundedRect(sofaX + 370, sofaY - 105, 110, 80, 16, rng.pick(['#e8d7a8', '#a8c3d8', '#f0ede6'])),
    rect(sofaX + 10, sofaY + 60, 16, 20, '#3b2f25'),
    rect(sofaX + 494, sofaY + 60, 16, 20, '#3b2f25'),
    // Coffee table.
    rect(sofaX + 120, floorY + 150, 300, 22, '#5b4636'),
    rect(sofaX + 140, floorY + 172, 14, 50, '#5b4636'),
    rect(sofaX + 386, floorY + 172, 14, 50, '#5b4636'),
    ellipse(sofaX + 220, floorY + 146, 30, 8, '#e9e3d6'),
    frame(rng, sofaX + rng.int(120, 300), sofaY - 300),
    plant(rng, sofaX > 400 ? sofaX - 120 : sofaX + 660, floorY + 60),
  ];
  // Floor lamp.
  const lampX = sofaX > 400 ? sofaX + 620 : sofaX - 90;
  parts.push(
    line(lampX, floorY + 40, lampX, floorY - 260, '#3b3b3b', 5),
    polygon(
      [
        [lampX - 45, floorY - 250],
        [lampX + 45, floorY - 250],
        [lampX + 30, floorY - 310],
        [lampX - 30, floorY - 310],
      ],
      '#f3e3b5',
    ),
  );
  return parts.join('');
}

function bedroom(rng: Random, floorY: number, windowX: number): string {
  const linen = rng.pick(['#f4f1ea', '#dfe8ef', '#efe1d6']);
  const throwColour = rng.pick(FABRICS);
  const bedX = windowX > 640 ? rng.int(100, 200) : rng.int(560, 660);
  const headboard = rng.pick(['#5b4636', '#8a6d4b', '#3f4a56', '#b8a07e']);
  const parts = [
    roundedRect(bedX, floorY - 250, 480, 200, 14, headboard),
    rect(bedX - 10, floorY - 70, 500, 150, shade(linen, -0.05)),
    roundedRect(bedX - 20, floorY - 110, 520, 120, 18, linen),
    rect(bedX - 20, floorY - 30, 520, 60, throwColour),
    roundedRect(bedX + 40, floorY - 150, 170, 60, 20, '#ffffff'),
    roundedRect(bedX + 270, floorY - 150, 170, 60, 20, '#ffffff'),
    rect(bedX - 10, floorY + 80, 20, 26, '#3b2f25'),
    rect(bedX + 470, floorY + 80, 20, 26, '#3b2f25'),
  ];
  for (const nx of [bedX - 140, bedX + 540]) {
    parts.push(rect(nx, floorY - 60, 110, 120, '#6b5140'), rect(nx + 10, floorY - 30, 90, 6, '#4b3a2e'));
    parts.push(
      line(nx + 55, floorY - 60, nx + 55, floorY - 120, '#3b3b3b', 4),
      polygon(
        [
          [nx + 25, floorY - 115],
          [nx + 85, floorY - 115],
          [nx + 72, floorY - 160],
          [nx + 38, floorY - 160],
        ],
        '#f3e3b5',
      ),
    );
  }
  if (rng.chance(0.6)) {
    // Wardrobe on the far side.
    const wx = bedX > 400 ? 60 : 1040;
    parts.push(
      rect(wx, floorY - 380, 180, 420, '#8a6d4b'),
      line(wx + 90, floorY - 380, wx + 90, floorY + 40, '#5b4636', 3),
    );
    parts.push(rect(wx + 75, floorY - 180, 6, 40, '#d9b25a'), rect(wx + 99, floorY - 180, 6, 40, '#d9b25a'));
  }
  return parts.join('');
}

function kitchen(rng: Random, floorY: number): string {
  const W = SCENE_WIDTH;
  const cabinet = rng.pick(['#f2f0ea', '#2f4858', '#6b7b5a', '#c9b79c', '#3b3b3b']);
  const counter = rng.pick(['#3a3a3a', '#e6e2da', '#8a8178']);
  const tile = rng.pick(['#dfe9ee', '#f4efe4', '#e4ece0']);
  const counterY = floorY - 150;
  const parts = [rect(0, counterY - 200, W, 200, tile)];
  for (let x = 0; x < W; x += 40) parts.push(line(x, counterY - 200, x, counterY, shade(tile, -0.08), 1));
  for (let y = counterY - 200; y < counterY; y += 40) parts.push(line(0, y, W, y, shade(tile, -0.08), 1));
  // Upper cabinets (a run of its own length in each kitchen), base cabinets and the worktop.
  const upperFrom = rng.pick([40, 40, 210, 380]);
  const upperTo = W - rng.pick([300, 300, 470, 640]);
  for (let x = upperFrom; x < upperTo; x += 170) {
    parts.push(rect(x, 40, 160, counterY - 270, cabinet), rect(x + 70, counterY - 300, 20, 6, '#9a9a9a'));
  }
  parts.push(rect(0, counterY, W - 260, 24, counter));
  for (let x = 20; x < W - 300; x += 170) {
    parts.push(
      rect(x, counterY + 24, 160, floorY - counterY - 24, shade(cabinet, -0.05)),
      rect(x + 60, counterY + 50, 40, 6, '#9a9a9a'),
    );
  }
  // Sink and hob.
  const sinkX = rng.int(180, 360);
  parts.push(
    rect(sinkX, counterY - 4, 180, 14, '#b9c2c9'),
    line(sinkX + 90, counterY - 70, sinkX + 90, counterY - 4, '#9aa3aa', 6),
  );
  const hobX = rng.int(560, 760);
  parts.push(rect(hobX, counterY - 6, 220, 10, '#1f1f1f'));
  for (const dx of [40, 110, 180]) parts.push(ellipse(hobX + dx, counterY - 8, 26, 5, '#3a3a3a'));
  parts.push(rect(hobX + 20, counterY - 200, 180, 90, '#b9c2c9'));
  // Fridge.
  parts.push(roundedRect(W - 230, floorY - 470, 190, 470, 10, rng.pick(['#e8e8e8', '#b9c2c9', '#3a3a3a'])));
  parts.push(
    line(W - 230, floorY - 300, W - 40, floorY - 300, '#8a8a8a', 3),
    rect(W - 60, floorY - 430, 8, 100, '#7a7a7a'),
  );
  // An island in front, in some kitchens, with stools.
  if (rng.chance(0.5)) {
    const islandX = rng.int(120, W - 720);
    const islandTop = floorY + rng.int(40, 110);
    parts.push(
      rect(islandX, islandTop, 600, 26, counter),
      rect(islandX + 20, islandTop + 26, 560, rng.int(150, 220), shade(cabinet, -0.12)),
    );
    for (let i = 0; i < 3; i++) {
      const sx = islandX + 90 + i * 180;
      parts.push(
        ellipse(sx, islandTop - 10, 50, 14, '#3b3b3b'),
        line(sx, islandTop - 4, sx, islandTop + 120, '#3b3b3b', 5),
      );
    }
  }
  // Pendant lights.
  for (const px of rng.pick([[400, 800], [640], [320, 640, 960], []]))
    parts.push(
      line(px, 0, px, 60, '#3b3b3b', 3),
      polygon(
        [
          [px - 40, 100],
          [px + 40, 100],
          [px + 16, 60],
          [px - 16, 60],
        ],
        '#e0b94a',
      ),
    );
  return parts.join('');
}
