// Next's build output: which kind each route was built as (static, SSG, dynamic).

/** What the symbols in Next's route table mean. */
export const ROUTE_KINDS = { '○': 'Static', '●': 'SSG', ƒ: 'Dynamic', '◐': 'Partial Prerender' };

// ANSI colour codes, in case Next thinks it writes to a terminal.
const ansi = /\x1b\[[0-9;]*m/g;

/**
 * Route → symbol from the build's route table, e.g. { '/': '○', '/projects/[slug]': '●' }.
 * Next 16 prints a dynamic segment without a symbol and its prerendered paths beneath it
 * ("├   /projects/[slug]" then "│ ├ ● /projects/…"); such a route gets its paths' symbol.
 */
export function parseRouteTable(stdout) {
  const routes = {};
  let parent = null;
  let inTable = false;
  for (const rawLine of stdout.replace(ansi, '').split('\n')) {
    const line = rawLine.trimEnd();
    if (/^Route \(/.test(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    if (line === '') {
      if (Object.keys(routes).length) inTable = false;
      continue;
    }
    const top = /^[┌├└]\s+([○●ƒ◐])?\s*(\/\S*)/.exec(line);
    if (top) {
      const [, symbol, route] = top;
      parent = symbol ? null : route;
      if (symbol) routes[route] = symbol;
      continue;
    }
    const child = /^│\s+[├└]\s+([○●ƒ◐])\s/.exec(line);
    if (child && parent && !routes[parent]) routes[parent] = child[1];
  }
  return routes;
}
