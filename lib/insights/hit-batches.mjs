// How an instance batches its Insights hits (lib/insights/record.ts), in plain JavaScript so
// the bench drives PostgreSQL with the very same settings.

export const HIT_BATCH_LIMITS = {
  // A batch waits at most this long for more hits; under load the call under way sets the pace
  // (the next batch gathers while it runs). Short, so a hit is answered well within a second.
  gatherMs: 100,
  // A batch holds a throttle lock per client until it commits, so a call stays well below the
  // database function's 1000 hits.
  maxItems: 500,
  // Far more waiting than a batch holds means the database is not keeping up: refuse, do not hoard.
  maxWaiting: 20_000,
};
