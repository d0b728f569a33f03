// The bench's reference: a bare Next.js page with 12 cards, built and served beside the site so
// that Lighthouse and autocannon measure both in the same sitting. Built from the repository's
// own `next` (the workspace root is the repository, whose node_modules hold it).
import { fileURLToPath } from 'node:url';

const config = {
  turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) },
};

export default config;
