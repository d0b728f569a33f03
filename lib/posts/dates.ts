// Dates on public post pages: rendered on the server, so in UTC (a prerendered page cannot
// know the reader's zone, and a client component would ship code to every reader).

export const postDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whether an update is worth showing: on a later day than publication. */
export const wasUpdated = (publishAt: string, updatedAt: string) => postDate(updatedAt) !== postDate(publishAt) && updatedAt > publishAt;
