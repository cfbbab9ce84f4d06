/**
 * A walkaround hosted on YouTube or Vimeo, as staff paste its address. Only those two hosts are
 * accepted and only the video's id is kept: the page builds the embed address itself, with the
 * privacy-enhanced host (youtube-nocookie.com, Vimeo's `dnt=1`), so nothing a user typed ever lands
 * in a frame's src or in the Content-Security-Policy.
 */
export type VideoProvider = 'youtube' | 'vimeo';
export type VideoLink = { provider: VideoProvider; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export const VIDEO_LINK_MESSAGE = 'Paste the address of a YouTube or Vimeo video (e.g. https://www.youtube.com/watch?v=…).';

/** The provider and id of a YouTube or Vimeo address, or null for anything else. */
export function parseVideoLink(input: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = parts[0];
    else if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0])) id = parts[1];
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123456789, vimeo.com/channels/x/123456789, player.vimeo.com/video/123456789
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.findLast((p) => VIMEO_ID.test(p));
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The privacy-enhanced player the page frames after the visitor's click (autoplay: the click was the request to play). */
export function embedUrl(link: VideoLink): string {
  return link.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${link.id}?dnt=1&autoplay=1`;
}

/** The same player without autoplay: the embedUrl of the JSON-LD VideoObject. */
export function publicEmbedUrl(link: VideoLink): string {
  return link.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${link.id}`
    : `https://player.vimeo.com/video/${link.id}?dnt=1`;
}

/** The video's own page on its host (the link shown without JavaScript). */
export function watchUrl(link: VideoLink): string {
  return link.provider === 'youtube' ? `https://www.youtube.com/watch?v=${link.id}` : `https://vimeo.com/${link.id}`;
}

/** The frame origin the page's Content-Security-Policy must allow for this provider, and no other. */
export function frameOrigin(provider: VideoProvider): string {
  return provider === 'youtube' ? 'https://www.youtube-nocookie.com' : 'https://player.vimeo.com';
}

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
