/** The counted action a click landed on (an element with data-insight), if any. */
export const insightOf = (event: Event) => (event.target as Element).closest?.('[data-insight]')?.getAttribute('data-insight');
