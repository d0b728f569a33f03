import { describe, expect, it } from 'vitest';
import { categoryLabel } from '@/lib/projects/vocabulary';
import { isHttpUrl, isImageSrc } from '@/lib/utils';

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://localhost:3000/a?b=c#d', 'HTTPS://EXAMPLE.COM/x'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://x.com', 'mailto:a@b.c', '/relative', 'https://a b.com', ''])(
    'rejects %j',
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});

describe('isImageSrc', () => {
  it('accepts site paths but not protocol-relative or backslash tricks', () => {
    expect(isImageSrc('/demo/a.webp')).toBe(true);
    expect(isImageSrc('//evil.example.com/a.png')).toBe(false);
    expect(isImageSrc('/\\evil.example.com/a.png')).toBe(false);
    expect(isImageSrc('javascript:alert(1)')).toBe(false);
  });
});

describe('categoryLabel', () => {
  it('shows underscores as spaces, with product names spelled right', () => {
    expect(categoryLabel('web_development')).toBe('Web Development');
    expect(categoryLabel('power_bi')).toBe('Power BI');
    expect(categoryLabel('wordpress')).toBe('WordPress');
    expect(categoryLabel('some_new_thing')).toBe('some new thing');
  });
});
