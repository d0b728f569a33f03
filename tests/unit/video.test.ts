import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { CANONICAL_VIDEO_URL, parseVideoUrl, videoFrameSrc, videoPlaceholderDocument } from '@/lib/video/embed';
import { projectSchema } from '@/lib/projects/schema';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234&badge=0', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://www.loom.com/share/0123456789abcdef0123456789abcdef', 'https://www.loom.com/embed/0123456789abcdef0123456789abcdef'],
    ['https://loom.com/embed/0123456789abcdef0123456789abcdef?sid=1', 'https://www.loom.com/embed/0123456789abcdef0123456789abcdef'],
  ])('turns %s into its canonical embed address', (input, canonical) => {
    expect(parseVideoUrl(input)).toBe(canonical);
    expect(CANONICAL_VIDEO_URL.test(canonical)).toBe(true);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/https://youtu.be/dQw4w9WgXcQ',
    'https://user@youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://www.loom.com/share/not-a-loom-id',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });

  it('asks Vimeo not to track the viewer', () => {
    expect(videoFrameSrc('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1?dnt=1');
    expect(videoFrameSrc('https://player.vimeo.com/video/1?h=abcdef')).toBe('https://player.vimeo.com/video/1?h=abcdef&dnt=1');
  });
});

describe('the video placeholder', () => {
  it('draws the title and a play link to the provider, and loads nothing from it', () => {
    const doc = videoPlaceholderDocument('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'A tour <of> "the" report');
    expect(doc).toContain('Play video: A tour &lt;of&gt; &quot;the&quot; report');
    expect(doc).toContain('href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    // No src, script or image from anywhere: the only address is the link's.
    expect(doc).not.toMatch(/<(script|img|iframe|link)\b|src=/);
  });
});

describe('the ::video Markdown directive', () => {
  const render = (source: string) => renderMarkdown(source, { resolveImage: () => null, siteOrigin: 'https://example.com' });

  it('renders a known provider as a click-to-load frame with a title', () => {
    const html = render('Intro.\n\n::video[Dashboard tour](https://youtu.be/dQw4w9WgXcQ)\n\nAfter.');
    expect(html).toContain('<iframe class="video-frame" data-insight="video_play" title="Video: Dashboard tour" srcdoc="');
    expect(html).not.toMatch(/<iframe[^>]*\ssrc=/);
    expect(html).toContain('<p>After.</p>');
  });

  it('keeps only the title of any other link, and never raw HTML', () => {
    expect(render('::video[Mine](https://evil.example/video)')).toBe('<p>Mine</p>\n');
    expect(render('::video[<b>x</b>](https://youtu.be/dQw4w9WgXcQ)')).not.toContain('<b>');
    expect(render('    ::video[Code](https://youtu.be/dQw4w9WgXcQ)')).toContain('<pre tabindex="0"><code>');
  });
});

describe('the project form', () => {
  const base = { title: 'T', description: 'D', category: 'other' };
  it('stores a pasted video link as its embed address and checks the title needs one', () => {
    expect(projectSchema.parse({ ...base, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).videoUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(projectSchema.safeParse({ ...base, videoUrl: 'https://evil.example/v' }).success).toBe(false);
    expect(projectSchema.safeParse({ ...base, videoTitle: 'A tour' }).success).toBe(false);
    expect(projectSchema.safeParse({ ...base, visibility: 'secret' }).success).toBe(false);
    expect(projectSchema.parse({ ...base, visibility: 'private' }).visibility).toBe('private');
  });
});
