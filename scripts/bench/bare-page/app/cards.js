/** The bare page's twelve cards, each with a page of its own. */
export const CARDS = Array.from({ length: 12 }, (_, index) => ({
  slug: `project-${index + 1}`,
  title: `Project ${index + 1}`,
  text: 'A short description of a piece of work: what it was, who it was for and what it changed.',
}));
