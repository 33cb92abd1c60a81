import type { Random } from '../random';
import { circle, ellipse, path, polygon, rect, shade, svgDocument } from './svg';

const SKIN = ['#5a3825', '#6f4630', '#8d5a3b', '#a4704a', '#3f2a1e', '#c18b63'];
const BACKGROUNDS = ['#d8e6f0', '#efe3d3', '#dfead8', '#ece0ee', '#f3e7c9', '#d5e3e3'];
const CLOTHES = ['#2f4858', '#7a4e3a', '#3f5f7f', '#6b7b5a', '#b5654a', '#1f1f1f', '#8a8f96', '#a53f5a'];

/** A head-and-shoulders silhouette for a person's profile picture (no text, so no font is needed). */
export function portraitScene(rng: Random, size: number): string {
  const skin = rng.pick(SKIN);
  const cloth = rng.pick(CLOTHES);
  const s = size / 256;
  const parts = [rect(0, 0, size, size, rng.pick(BACKGROUNDS))];
  parts.push(
    path(
      `M${40 * s},${size} Q${44 * s},${170 * s} ${128 * s},${166 * s} Q${212 * s},${170 * s} ${216 * s},${size} Z`,
      cloth,
    ),
  );
  parts.push(rect(112 * s, 140 * s, 32 * s, 34 * s, shade(skin, -0.1)));
  parts.push(ellipse(128 * s, 106 * s, 48 * s, 58 * s, skin));
  const hair = rng.pick(['#1b1410', '#2a1f18', '#3b2a20']);
  const style = rng.int(0, 2);
  if (style === 0)
    parts.push(
      path(
        `M${80 * s},${100 * s} Q${84 * s},${40 * s} ${128 * s},${44 * s} Q${172 * s},${40 * s} ${176 * s},${100 * s} Q${150 * s},${70 * s} ${80 * s},${100 * s} Z`,
        hair,
      ),
    );
  else if (style === 1) parts.push(circle(128 * s, 66 * s, 50 * s, hair));
  else
    parts.push(
      path(
        `M${74 * s},${96 * s} Q${70 * s},${30 * s} ${128 * s},${28 * s} Q${190 * s},${30 * s} ${182 * s},${96 * s} L${176 * s},${80 * s} Q${128 * s},${50 * s} ${80 * s},${80 * s} Z`,
        rng.pick(['#7a2f5a', '#2f5a7a', '#b5654a', '#d9a94a']),
      ),
    );
  if (style === 1) parts.push(ellipse(128 * s, 112 * s, 46 * s, 52 * s, skin));
  return svgDocument(size, size, parts.join(''));
}

/** A simple house mark on a coloured ground, for an agency's logo. */
export function logoScene(rng: Random, size: number): string {
  const ground = rng.pick(['#1f5f9a', '#2f7a3a', '#8c3b2a', '#2f4858', '#6d2e46', '#b07d2a']);
  const mark = rng.pick(['#ffffff', '#f3e7c9', '#e6f0f5']);
  const s = size / 256;
  const parts = [rect(0, 0, size, size, ground), circle(128 * s, 128 * s, 100 * s, shade(ground, 0.12))];
  parts.push(
    polygon(
      [
        [58 * s, 128 * s],
        [128 * s, 64 * s],
        [198 * s, 128 * s],
      ],
      mark,
    ),
    rect(78 * s, 124 * s, 100 * s, 72 * s, mark),
    rect(114 * s, 150 * s, 28 * s, 46 * s, ground),
  );
  if (rng.chance(0.5)) parts.push(rect(160 * s, 74 * s, 16 * s, 34 * s, mark));
  return svgDocument(size, size, parts.join(''));
}
