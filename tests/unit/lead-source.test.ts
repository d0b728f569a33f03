import { describe, expect, it } from 'vitest';
import { enquirySource } from '@/lib/messages/source';
import { hostName, plainName, referrerHost } from '@/lib/validation/source';

// Where an enquiry came from, as the contact form reads it when the visitor sends: the
// referrer's host and the UTM source, medium and campaign, as plain names only.

describe('enquirySource', () => {
  it('reads the referrer’s host and the campaign from the page’s address', () => {
    expect(enquirySource('https://www.Google.com/search?q=power+bi', '?utm_source=LinkedIn&utm_medium=social&utm_campaign=spring-2027&service=x', 'portfolio.example')).toEqual({
      referrer: 'www.google.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'spring-2027',
    });
  });

  it('says nothing of a visit without a referrer or a campaign', () => {
    expect(enquirySource('', '', 'portfolio.example')).toEqual({ referrer: '', utm_source: '', utm_medium: '', utm_campaign: '' });
  });

  it('leaves out the site itself: a link from its own pages is no referrer', () => {
    expect(enquirySource('https://Portfolio.example/projects/x', '', 'portfolio.example').referrer).toBe('');
    expect(enquirySource('http://localhost:3000/', '', 'localhost:3000').referrer).toBe('');
    expect(enquirySource('http://localhost:3000/', '', 'localhost:4000').referrer).toBe('localhost:3000');
  });

  it('drops whatever is not a plain name: an address, free text, markup, a long id', () => {
    const search = `?utm_source=${encodeURIComponent('ada@example.com')}&utm_medium=${encodeURIComponent('paid social')}&utm_campaign=${'x'.repeat(101)}`;
    expect(enquirySource('https://user:secret@evil.example/', search, 'portfolio.example')).toEqual({ referrer: '', utm_source: '', utm_medium: '', utm_campaign: '' });
    expect(enquirySource('https://x.example/', '?utm_source=%3Cscript%3E', 'portfolio.example').utm_source).toBe('');
  });

  it('takes the first of repeated parameters', () => {
    expect(enquirySource('', '?utm_source=a&utm_source=b', 'portfolio.example').utm_source).toBe('a');
  });
});

describe('the shared rules', () => {
  it.each([
    ['newsletter', 'newsletter'],
    [' News.Letter_2 ', 'news.letter_2'],
    ['a b', null],
    ['', null],
    [null, null],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), null],
  ])('plainName(%j) is %j', (value, expected) => {
    expect(plainName(value)).toBe(expected);
  });

  it.each([
    ['Example.COM', 'example.com'],
    ['example.com:8443', 'example.com:8443'],
    ['[::1]:3000', '[::1]:3000'],
    ['user@example.com', null],
    ['example.com/path', null],
    ['', null],
  ])('hostName(%j) is %j', (value, expected) => {
    expect(hostName(value)).toBe(expected);
  });

  it('finds no referrer in an address without a host', () => {
    expect(referrerHost('about:blank', 'portfolio.example')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'portfolio.example')).toBe('com.google.android.gm');
  });
});
