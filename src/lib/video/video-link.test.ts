import { describe, expect, it } from 'vitest';
import { embedUrl, frameOrigin, parseVideoLink, watchUrl } from './video-link';

describe('parseVideoLink', () => {
  it('reads YouTube addresses in their usual forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
    ])
      expect(parseVideoLink(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it('reads Vimeo addresses', () => {
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://vimeo.com/channels/staffpicks/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871?h=abc')).toEqual({ provider: 'vimeo', id: '76979871' });
  });

  it('refuses other hosts, look-alikes, bad ids and other schemes', () => {
    for (const url of [
      'https://www.dailymotion.com/video/x7tgad0',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=x',
      'https://www.youtube.com/',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'https://user:pw@youtu.be/dQw4w9WgXcQ',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'not a url',
      '',
    ])
      expect(parseVideoLink(url), url).toBeNull();
  });
});

describe('embed addresses', () => {
  it('use the privacy-enhanced players', () => {
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    expect(embedUrl({ provider: 'vimeo', id: '76979871' })).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/);
    expect(frameOrigin('youtube')).toBe('https://www.youtube-nocookie.com');
    expect(frameOrigin('vimeo')).toBe('https://player.vimeo.com');
    expect(watchUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
