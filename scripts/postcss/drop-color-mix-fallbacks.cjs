// Tailwind writes every color-mix() twice: a solid fallback for browsers without color-mix(), then
// the mix inside `@supports (color: color-mix(in lab, red, red))`. Every browser in package.json's
// browserslist has color-mix() (Chrome 111, Safari 16.2, Firefox 113), so this keeps only the mix:
// about 5 KB of each stylesheet. It runs after Tailwind (postcss.config.mjs), on its unminified,
// nested output; Next's minifier flattens what remains.
const POLYFILL = /^\(\s*color\s*:\s*color-mix\(\s*in\s+lab\s*,\s*red\s*,\s*red\s*\)\s*\)$/;

/** Removes, before `at`, the declarations (or the same selector's declarations) it overrides. */
function dropOverridden(at) {
  const inside = at.nodes ?? [];
  for (const node of inside) {
    if (node.type === 'decl') {
      let previous = at.prev();
      while (previous) {
        const before = previous.prev();
        if (previous.type === 'decl' && previous.prop === node.prop) previous.remove();
        previous = before;
      }
    } else if (node.type === 'rule') {
      const props = new Set(node.nodes.filter((child) => child.type === 'decl').map((decl) => decl.prop));
      let previous = at.prev();
      while (previous) {
        if (previous.type === 'rule' && previous.selector === node.selector) {
          previous.each((child) => {
            if (child.type === 'decl' && props.has(child.prop)) child.remove();
          });
          if (previous.nodes.length === 0) previous.remove();
          break;
        }
        previous = previous.prev();
      }
    }
  }
}

function dropColorMixFallbacks() {
  return {
    postcssPlugin: 'drop-color-mix-fallbacks',
    OnceExit(root) {
      root.walkAtRules('supports', (at) => {
        if (!POLYFILL.test(at.params)) return;
        dropOverridden(at);
        at.replaceWith(at.nodes ?? []);
      });
    },
  };
}
dropColorMixFallbacks.postcss = true;

module.exports = dropColorMixFallbacks;
