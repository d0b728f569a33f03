'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// Cookieless counting (docs/ARCHITECTURE.md, Insights): after the page has loaded, and on every
// client-side navigation, one beacon with the path, the referrer's host (first page only), the
// UTM source and a screen class; a click on an element with data-insight reports that event.
// Failures are silent: sendBeacon queues the request and never holds up the page.

const send = (hit: object) => {
  try {
    navigator.sendBeacon('/api/insights', JSON.stringify(hit));
  } catch {}
};

let referrer: string | undefined = '';

export function InsightsBeacon() {
  const path = usePathname();
  useEffect(() => {
    const view = () => {
      if (referrer === '') {
        try {
          referrer = new URL(document.referrer).host;
        } catch {
          referrer = undefined;
        }
      }
      const width = innerWidth;
      send({
        path,
        ref: referrer,
        utm: new URLSearchParams(location.search).get('utm_source') || undefined,
        screen: width < 640 ? 's' : width < 1024 ? 'm' : 'l',
      });
      // Later pages of this visit were reached from this site.
      referrer = undefined;
    };
    if (document.readyState === 'complete') view();
    else addEventListener('load', view, { once: true });
    return () => removeEventListener('load', view);
  }, [path]);
  useEffect(() => {
    const click = (event: MouseEvent) => {
      const name = (event.target as Element).closest?.('[data-insight]')?.getAttribute('data-insight');
      if (name) send({ path: location.pathname, event: name });
    };
    // Capture: the element may be gone (the report's button) by the time the click bubbles up.
    addEventListener('click', click, true);
    return () => removeEventListener('click', click, true);
  }, []);
  return null;
}
