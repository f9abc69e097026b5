import { heroVideo } from './hero-video';
import { homeEntry, SUMMER_VIDEO } from './hero-test-entries';
import { resolveVideo } from '@/lib/content/embeds';

jest.mock('@/lib/content/embeds', () => ({ resolveVideo: jest.fn() }));
const resolve = resolveVideo as jest.MockedFunction<typeof resolveVideo>;
const PLAYER = { src: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq', width: 889, height: 500, title: 'YouTube video', provider: 'YouTube' };

describe('heroVideo: the hero video vetted on the server', () => {
  beforeEach(() => resolve.mockReset());

  it('gives the privacy-enhanced player, as a muted background loop and as played on request', async () => {
    resolve.mockResolvedValue(PLAYER);
    const video = await heroVideo(homeEntry('video', [], undefined, [SUMMER_VIDEO]));
    expect(resolve).toHaveBeenCalledWith(expect.objectContaining({ url: SUMMER_VIDEO.url }));
    expect(video).toEqual({
      title: 'A summer day in Whitefish',
      provider: 'YouTube',
      url: SUMMER_VIDEO.url,
      backgroundSrc: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Lk8sUmWh2Tq\?autoplay=1&mute=1&loop=1/),
      playSrc: 'https://www.youtube-nocookie.com/embed/Lk8sUmWh2Tq?autoplay=1&rel=0',
    });
  });

  it('is null when the URL is not a video of an allowed provider, so the hero shows its image', async () => {
    resolve.mockResolvedValue(null);
    expect(await heroVideo(homeEntry('video', [], undefined, [{ ...SUMMER_VIDEO, url: 'https://example.com/clip.mp4' }]))).toBeNull();
  });

  it('asks nothing for a hero that is not a video, or a video hero without one', async () => {
    expect(await heroVideo(homeEntry('image', [], undefined, [SUMMER_VIDEO]))).toBeNull();
    expect(await heroVideo(homeEntry('video'))).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });
});
