// Reading time from the Markdown body: words at an adult's silent reading pace, code counted
// like prose (it is read more slowly, but skimmed more often), at least one minute.

export const WORDS_PER_MINUTE = 230;

export function countWords(markdown: string): number {
  return markdown.split(/[^\p{L}\p{N}'’_-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
