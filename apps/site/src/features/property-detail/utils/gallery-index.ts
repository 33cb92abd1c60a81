/**
 * The gallery shows one large picture and up to three small ones after it. On wide screens (≥768 px) the
 * last start index is images − 2, so one small picture always stays beside the large one; on narrow screens,
 * where only the large picture shows, it is images − 1 (spec §2).
 */
export function lastStartIndex(imageCount: number, wide: boolean): number {
  return Math.max(0, imageCount - (wide ? 2 : 1));
}

/** The start index after stepping by `delta` (an arrow press), kept between 0 and the last start index. */
export function stepStartIndex(start: number, delta: number, imageCount: number, wide: boolean): number {
  return Math.min(Math.max(0, start + delta), lastStartIndex(imageCount, wide));
}

/** The indexes of the small pictures beside the large one at `start` (at most three). */
export function smallImageIndexes(start: number, imageCount: number): number[] {
  const indexes: number[] = [];
  for (let index = start + 1; index < Math.min(imageCount, start + 4); index++) indexes.push(index);
  return indexes;
}
