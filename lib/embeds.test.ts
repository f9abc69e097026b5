import { allowedPlayerSrc, embedRequestUrl, fitSize, hostLabel, iframeSrcOf, playerFromOEmbed, playerSrc } from './embeds';
import { YT_OEMBED } from '@/tests/fixtures/oembed';

describe('oEmbed vetting', () => {
  it('turns a provider answer into our player, never its HTML', () => {
    expect(playerFromOEmbed(YT_OEMBED, 'Opening day')).toEqual({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'YouTube video',
      provider: 'YouTube',
      width: 888,
      height: 500,
    });
  });

  it('accepts only youtube-nocookie.com and player.vimeo.com players over https', () => {
    expect(allowedPlayerSrc('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(allowedPlayerSrc('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    for (const bad of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com.evil.example/video/1',
      'https://user@player.vimeo.com/video/1',
      'javascript:alert(1)',
      'https://player.vimeo.com/video/1/../../x',
    ]) {
      expect(allowedPlayerSrc(bad)).toBeNull();
    }
  });

  it('reads the iframe src (entities decoded) and ignores other markup', () => {
    expect(iframeSrcOf(`<iframe title="x" src='https://player.vimeo.com/video/1?a=1&amp;b=2'></iframe>`)).toBe('https://player.vimeo.com/video/1?a=1&b=2');
    expect(iframeSrcOf('<script src="https://player.vimeo.com/video/1"></script>')).toBeNull();
    // Many unclosed tags before the player (a hostile provider answer): only the snippet's start is searched.
    expect(iframeSrcOf(`${'<iframe '.repeat(50_000)}<iframe src="https://player.vimeo.com/video/1">`)).toBeNull();
    expect(iframeSrcOf(`<p>Watch</p><iframe width="640" src="https://player.vimeo.com/video/1"></iframe>`)).toBe('https://player.vimeo.com/video/1');
    expect(playerFromOEmbed({ html: '<iframe src="https://evil.example/x"></iframe>' })).toBeNull();
    expect(playerFromOEmbed(null)).toBeNull();
  });

  it('fits the player within 1000×500 keeping the aspect ratio', () => {
    expect(fitSize(1920, 1080)).toEqual({ width: 889, height: 500 });
    expect(fitSize(640, 360)).toEqual({ width: 640, height: 360 });
    expect(fitSize(undefined, undefined)).toEqual({ width: 640, height: 360 });
  });

  it('asks the service with the size limits appended, only for http(s) URLs', () => {
    expect(embedRequestUrl('https://vimeo.com/1')).toBe('https://vimeo.com/1?maxwidth=1000&maxheight=500');
    expect(embedRequestUrl('javascript:alert(1)')).toBeNull();
  });
});

it('labels links by host without www', () => {
  expect(hostLabel('https://www.instagram.com/p/x/')).toBe('instagram.com');
  expect(hostLabel('not a url')).toBe('');
});

describe('playerSrc: how a vetted player starts', () => {
  const youtube = { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
  const vimeo = { src: 'https://player.vimeo.com/video/846203117' };
  const params = (src: string) => Object.fromEntries(new URL(src).searchParams);

  it('plays at once with sound and controls once the visitor asked', () => {
    expect(playerSrc(youtube, 'on-request')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(playerSrc(vimeo, 'on-request')).toBe('https://player.vimeo.com/video/846203117?autoplay=1&dnt=1');
  });

  it('as a background: muted, looping (YouTube: as a playlist of itself), without controls', () => {
    const yt = new URL(playerSrc(youtube, 'background'));
    expect(yt.origin + yt.pathname).toBe(youtube.src);
    expect(params(yt.href)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'dQw4w9WgXcQ', controls: '0', playsinline: '1' });
    expect(params(playerSrc(vimeo, 'background'))).toEqual({ autoplay: '1', muted: '1', loop: '1', background: '1', dnt: '1' });
  });
});
