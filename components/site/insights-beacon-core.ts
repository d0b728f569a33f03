// Cookieless counting (docs/DOMAINS.md, Insights): after the page has loaded, and after
// every client-side navigation, one beacon with the path, the referrer's host (first page only),
// the UTM source and a screen class; a click on an element with data-insight reports that event.
// sendBeacon queues the request and never holds up the page; a failure is silent.
// Navigations are seen through history.pushState and popstate rather than usePathname: importing
// next/navigation here splits the shared chunks and costs public pages ~350 bytes more.

import { rememberVisitSource } from '@/lib/messages/source';
import { insightOf } from './insight-target';

const send = (hit: object) => {
  try {
    navigator.sendBeacon('/api/insights', JSON.stringify(hit));
  } catch {}
};

let last: string | undefined;

const view = () => {
  const path = location.pathname;
  // Once per page: React may run an effect twice, and a push may only change the query.
  if (path == last) return;
  const width = innerWidth;
  send({
    path,
    // The referrer stays the same for a whole visit: it counts for the first page only.
    ref: last ? null : document.referrer.split('/')[2],
    utm: new URLSearchParams(location.search).get('utm_source'),
    screen: width < 640 ? 's' : width < 1024 ? 'm' : 'l',
  });
  last = path;
};

let started = false;

/** Counts this page and watches what follows, from the page's load event on; `early`: the counted clicks before it. */
export function startBeacon(early: readonly string[] = []) {
  // Once per document, however often a component asks (React may run an effect twice).
  if (started) return;
  started = true;
  // The same moment, once per page load, keeps where the visit came from for a later enquiry.
  rememberVisitSource();
  view();
  for (const name of early) send({ path: location.pathname, event: name });
  const { pushState } = history;
  history.pushState = function (...args) {
    pushState.apply(this, args);
    view();
  };
  addEventListener('popstate', view);
  // Capture: the element may be gone (the report's button) by the time the click bubbles up.
  addEventListener(
    'click',
    (event) => {
      const name = insightOf(event);
      if (name) send({ path: location.pathname, event: name });
    },
    true,
  );
  // A frame with data-insight (a video, a booking page) first holds this page's placeholder; its
  // next load is the provider's page, another origin, so a frame whose document is out of reach
  // has been opened. Once per frame: pages that move on inside it (a booking's next step) load again.
  const opened = new WeakSet<EventTarget>();
  document.addEventListener(
    'load',
    (event) => {
      const frame = event.target as HTMLIFrameElement;
      if (!frame.dataset?.insight || frame.contentDocument || opened.has(frame)) return;
      opened.add(frame);
      send({ path: location.pathname, event: frame.dataset.insight });
    },
    true,
  );
}
