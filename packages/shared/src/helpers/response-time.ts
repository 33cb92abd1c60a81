/**
 * "Usually replies within 2 hours": a lister's median first reply (ListerSchema.responseTime) in words, rounded
 * up to the hour, then to the day, so the promise is never shorter than the figure.
 */
export function responseTimeLabel(medianMinutes: number): string {
  if (medianMinutes <= 60) return 'Usually replies within an hour';
  const hours = Math.ceil(medianMinutes / 60);
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(medianMinutes / 1440);
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}
