'use client';

import { useEffect } from 'react';
import { insightOf } from './insight-target';

/**
 * Cookieless counting (docs/DOMAINS.md, Insights). The beacon has nothing to do before the
 * page's load event, so its code is fetched then: no page's first load carries it. A counted
 * click before it arrives (a CV opened at once) is kept for it here.
 */
export function InsightsBeacon() {
  useEffect(() => {
    const early: string[] = [];
    // Capture: the element may be gone by the time the click bubbles up.
    const keep = (event: Event) => {
      const name = insightOf(event);
      if (name) early.push(name);
    };
    addEventListener('click', keep, true);
    const start = () =>
      void import('./insights-beacon-core').then((beacon) => {
        removeEventListener('click', keep, true);
        beacon.startBeacon(early.splice(0));
      });
    if (document.readyState == 'complete') start();
    else addEventListener('load', start, { once: true });
  }, []);
  return null;
}
