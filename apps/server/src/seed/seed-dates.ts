/** The demo's dates, relative to today so the demo always looks current: `daysAgo` days back (YYYY-MM-DD). */
export const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month `months` before this one (YYYY-MM-DD). */
export const monthStart = (months: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
};
