import { videoPlaceholderDocument } from '@/lib/video/embed';

/**
 * A video walkthrough: a 16:9 frame whose first document is a placeholder (the title and a
 * play button) drawn from this page, so nothing loads from the provider until the visitor
 * presses play, and no JavaScript ships for it.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      className="video-frame"
      data-insight="video_play"
      title={`Video: ${title}`}
      srcDoc={videoPlaceholderDocument(url, title)}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      loading="lazy"
    />
  );
}
