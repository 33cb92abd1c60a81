// Tiny SVG string builders for the generated seed pictures. Pure strings: no sharp, no I/O.

import type { Random } from '../random';

export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 853;

type Point = readonly [number, number];

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/**
 * A scene as someone photographs it: the drawing seen through a camera placed by `rng`, zoomed in by up to a
 * half, panned, sometimes mirrored and a little tilted, lit from one side and darker at the corners. Two
 * drawings of one kind share their layout; photographs of two rooms do not share their framing, and the
 * copied-photo check must tell them apart as it would real photographs (docs/trust.md, "Copied photos").
 */
export function photographedScene(
  rng: Random,
  width: number,
  height: number,
  body: string,
  defs = '',
): string {
  // Zoomed enough that the tilted picture still fills the frame.
  const zoom = rng.float(1.25, 1.6);
  const panX = rng.float(0, width * (zoom - 1));
  const panY = rng.float(0, height * (zoom - 1));
  const mirrored = rng.next() < 0.5;
  const tilt = rng.float(-4, 4);
  // Walls seen at an angle: their horizontal lines slope.
  const slope = rng.float(-8, 8);
  const lightFrom = rng.float(0, 1);
  const light = `<linearGradient id="camera-light" x1="${n(lightFrom)}" y1="0" x2="${n(1 - lightFrom)}" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${n(rng.float(0.1, 0.35))}"/><stop offset="1" stop-color="#000" stop-opacity="${n(rng.float(0.1, 0.35))}"/></linearGradient><radialGradient id="camera-vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${n(rng.float(0.15, 0.4))}"/></radialGradient>`;
  const view = [
    `translate(${n(-panX)} ${n(-panY)})`,
    `scale(${n(zoom)})`,
    `rotate(${n(tilt)} ${n(width / 2)} ${n(height / 2)})`,
    `translate(${n(width / 2)} 0) skewY(${n(slope)}) translate(${n(-width / 2)} 0)`,
    mirrored ? `translate(${width} 0) scale(-1 1)` : '',
  ].join(' ');
  return svgDocument(
    width,
    height,
    `<g transform="${view}">${body}</g>${rect(0, 0, width, height, 'url(#camera-light)')}${rect(0, 0, width, height, 'url(#camera-vignette)')}`,
    defs + light,
  );
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}" ${extra}/>`;
}

export function roundedRect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
): string {
  return rect(x, y, width, height, fill, `rx="${n(radius)}"`);
}

export function polygon(points: readonly Point[], fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  const out = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${out.toString(16).padStart(6, '0')}`;
}
