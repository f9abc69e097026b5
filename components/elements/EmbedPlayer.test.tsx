import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedPlayer } from './EmbedPlayer';
import { playerFromOEmbed } from '@/lib/embeds';
import { PhotoEmbed } from './PhotoEmbed';
import { YT_OEMBED } from '@/tests/fixtures/oembed';

describe('EmbedPlayer (click-to-load)', () => {
  const player = playerFromOEmbed(YT_OEMBED, 'Opening day')!;

  it('shows the title, caption and a button, and no iframe before the click', () => {
    const { container } = render(<EmbedPlayer title="Opening day" caption="First chair – Whitefish" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" player={player} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
    expect(screen.getByText('Opening day')).toBeInTheDocument();
    expect(screen.getByText(/First chair – Whitefish/)).toBeInTheDocument();
  });

  it('renders our own iframe from the vetted src after the click, playing at once', async () => {
    const { container } = render(<EmbedPlayer title="Opening day" caption="" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" player={player} />);
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }));
    const iframe = container.querySelector('iframe')!;
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(iframe).not.toHaveAttribute('inert');
    expect(iframe).toHaveAttribute('title', 'Opening day');
    expect(Number(iframe.getAttribute('width'))).toBeLessThanOrEqual(1000);
    expect(Number(iframe.getAttribute('height'))).toBeLessThanOrEqual(500);
    expect(iframe).not.toHaveAttribute('onload');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a placeholder with a link when the embed could not be resolved', () => {
    const { container } = render(<EmbedPlayer title="Larch season" caption="" url="https://vimeo.com/846203117" player={null} />);
    expect(container.querySelector('iframe, button')).toBeNull();
    expect(screen.getByText(/can’t be shown here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch on vimeo.com' })).toHaveAttribute('href', 'https://vimeo.com/846203117');
  });

  it('links nothing for a non-http URL in the placeholder', () => {
    render(<EmbedPlayer title="x" caption="" url="javascript:alert(1)" player={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PhotoEmbed', () => {
  it('shows the placeholder author and no image when the oEmbed call failed', () => {
    const { container } = render(
      <PhotoEmbed photo={{ title: 'Powder morning', author: '#explorewhitefish', thumbnail: '', url: 'https://www.instagram.com/p/C2pWdRsnw0Q/' }} caption="Deep turns" />,
    );
    expect(container.querySelector('img, iframe, script')).toBeNull();
    expect(screen.getByText('Photo by #explorewhitefish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on instagram.com' })).toHaveAttribute('target', '_blank');
  });
});
