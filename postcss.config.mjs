import dropColorMixFallbacks from './scripts/postcss/drop-color-mix-fallbacks.cjs';

// Tailwind, then one cut of what it writes for browsers outside package.json's browserslist.
// Unoptimised: Next's minifier runs after, and the fallbacks are easy to find before it.
const config = {
  plugins: [['@tailwindcss/postcss', { optimize: false }], dropColorMixFallbacks],
};
export default config;
