'use client';

import { useEffect } from 'react';

/**
 * Cookieless counting (docs/DOMAINS.md, Insights). The beacon has nothing to do before the
 * page's load event, so its code is fetched then: no page's first load carries it.
 */
export function InsightsBeacon() {
  useEffect(() => {
    const start = () => void import('./insights-beacon-core').then((beacon) => beacon.startBeacon());
    if (document.readyState == 'complete') start();
    else addEventListener('load', start, { once: true });
  }, []);
  return null;
}
