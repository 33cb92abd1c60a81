import type { RegisteredRoute } from '../../src/lib/route-registry';
import { BOARD_ROUTES } from './board.table';
import { CONSOLE_ROUTES } from './console.table';
import type { RouteEntry } from './expectations';
import { PLATFORM_ROUTES } from './platform.table';
import { SITE_ROUTES } from './site.table';

/**
 * The full route × caller matrix: one row per route Fastify registered (HEAD twins are folded into their
 * GET). route-matrix.test.ts fails for a registered route without a row and for a row whose route is gone.
 */
export const ROUTE_MATRIX: RouteEntry[] = [
  ...PLATFORM_ROUTES,
  ...SITE_ROUTES,
  ...CONSOLE_ROUTES,
  ...BOARD_ROUTES,
];

export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The routes the matrix must cover: every registered one but the HEAD twins Fastify adds for each GET. */
export function routesToCover(registered: readonly RegisteredRoute[]): string[] {
  const keys = registered.map(routeKey);
  return [...new Set(keys.filter((key) => !key.startsWith('HEAD ')))];
}

/** HEAD routes without their GET (would not be covered by folding). */
export function headsWithoutGet(registered: readonly RegisteredRoute[]): string[] {
  const keys = new Set(registered.map(routeKey));
  return [...keys].filter((key) => key.startsWith('HEAD ') && !keys.has(key.replace(/^HEAD /, 'GET ')));
}

/** The registered route a concrete request hits (literal routes before parametric ones, as Fastify does). */
export function routeOf(
  registered: readonly RegisteredRoute[],
  method: string,
  url: string,
): string | undefined {
  const path = url.split('?')[0] ?? '';
  const candidates = registered.filter((route) => route.method === method);
  const literal = candidates.find((route) => route.url === path);
  if (literal) return routeKey(literal);
  const matching = candidates.find((route) => {
    const pattern = route.url
      .split(/(:[A-Za-z0-9_]+|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return new RegExp(`^${pattern}$`).test(path);
  });
  return matching ? routeKey(matching) : undefined;
}
