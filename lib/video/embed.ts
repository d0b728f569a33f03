// Video walkthroughs a project (or a Markdown description) may embed: YouTube on its
// privacy-enhanced domain, Vimeo's player with do-not-track, Loom's embed. What the owner pastes
// (a watch, share or embed link) is stored as one canonical embed address, the only shapes the
// database accepts, so the Content-Security-Policy can allow exactly these frame origins.

export const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'] as const;

export const VIDEO_RULE =
  'Video must be a YouTube (youtube.com/watch?v=…, youtu.be/…), Vimeo (vimeo.com/…) or Loom (loom.com/share/…) link';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const LOOM_ID = /^[0-9a-f]{32}$/;

/** The same shapes as the database's check on stored addresses. */
export const CANONICAL_VIDEO_URL =
  /^(https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|https:\/\/player\.vimeo\.com\/video\/[0-9]{1,12}(\?h=[0-9a-f]{6,20})?|https:\/\/www\.loom\.com\/embed\/[0-9a-f]{32})$/;

/** The canonical embed address of a pasted video link, or null when it is none of the three. */
export function parseVideoUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null | undefined) => (id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (parts.length === 2 && (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live')) return youtube(parts[1]);
    return null;
  }
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const [id, hash] = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts.slice(1) : []) : parts;
    if (!id || !VIMEO_ID.test(id)) return null;
    const h = hash ?? url.searchParams.get('h');
    if (h && !VIMEO_HASH.test(h)) return null;
    if (parts.length > 2) return null;
    return `https://player.vimeo.com/video/${id}${h ? `?h=${h}` : ''}`;
  }
  if (host === 'loom.com') {
    return parts.length === 2 && (parts[0] === 'share' || parts[0] === 'embed') && LOOM_ID.test(parts[1]!) ? `https://www.loom.com/embed/${parts[1]}` : null;
  }
  return null;
}

/** The frame's address: the stored one, with Vimeo told not to track the viewer. */
export function videoFrameSrc(canonical: string): string {
  if (!canonical.startsWith('https://player.vimeo.com/')) return canonical;
  return `${canonical}${canonical.includes('?') ? '&' : '?'}dnt=1`;
}

/** "YouTube", "Vimeo" or "Loom", for the placeholder's wording. */
export function videoProvider(canonical: string): string {
  if (canonical.startsWith('https://www.youtube-nocookie.com/')) return 'YouTube';
  if (canonical.startsWith('https://player.vimeo.com/')) return 'Vimeo';
  return 'Loom';
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** The provider's address that starts playing: the frame navigates there on the click. */
function playUrl(canonical: string): string {
  const url = new URL(videoFrameSrc(canonical));
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * The frame's first document (its srcdoc): the video's title and a play button, a link to the
 * provider's player. Nothing is requested from the provider until it is followed, and it needs
 * no JavaScript on the page: the frame itself navigates on the click.
 */
export function videoPlaceholderDocument(canonical: string, title: string): string {
  const provider = videoProvider(canonical);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title><base target="_self">`,
    '<style>*{box-sizing:border-box}html,body{margin:0;height:100%}',
    'a{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;height:100%;padding:16px;',
    'text-align:center;text-decoration:none;color:#fff;background:#0f172a;font:600 17px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif}',
    'a:focus-visible{outline:3px solid #93c5fd;outline-offset:-6px}',
    '.play{display:grid;place-items:center;width:64px;height:64px;border-radius:50%;background:#2563eb;box-shadow:0 4px 14px rgba(0,0,0,.4)}',
    'a:hover .play{background:#1d4ed8}.note{font-weight:400;font-size:13px;color:#cbd5e1}</style></head><body>',
    `<a href="${escapeHtml(playUrl(canonical))}">`,
    '<span class="play" aria-hidden="true"><svg width="26" height="26" viewBox="0 0 24 24" fill="#fff"><path d="M8 5.5v13l11-6.5z"/></svg></span>',
    `<span>Play video: ${escapeHtml(title)}</span>`,
    `<span class="note">Loads from ${provider} when you press play</span></a></body></html>`,
  ].join('');
}

/** The frame as HTML (Markdown output); components/projects/video-embed.tsx renders the same. */
export function videoFrameHtml(canonical: string, title: string): string {
  return (
    `<iframe class="video-frame" data-insight="video_play" title="${escapeHtml(`Video: ${title}`)}" srcdoc="${escapeHtml(videoPlaceholderDocument(canonical, title))}"` +
    ' allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen loading="lazy"></iframe>'
  );
}
