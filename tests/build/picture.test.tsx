/**
 * <Picture> with a manifest as a build makes it: a JPEG photo with variants, a picture known by its size only
 * (development), and one the manifest does not know.
 */
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Picture } from '../../blocks/ui/Picture';
import { renderWithProviders } from '../helpers/renderBlock';

vi.mock('virtual:image-manifest', () => ({
  default: {
    '/images/photos/site-visit.jpg': {
      width: 1600,
      height: 1200,
      variants: { path: '/img/site-visit-0123456789', widths: [480, 960, 1600] },
    },
    '/images/photos/porch.jpg': { width: 1200, height: 1600 },
  },
}));

const photo = { src: '/images/photos/site-visit.jpg', alt: 'Crew measuring a roof' };
const cardSizes = '(min-width: 1024px) 384px, 100vw';

describe('a picture', () => {
  it('offers AVIF, then WebP, each at every width, drawn at the size the caller gives, and one JPEG for any other browser', () => {
    const { container } = renderWithProviders(<Picture image={photo} sizes={cardSizes} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      '/img/site-visit-0123456789-480.avif 480w, /img/site-visit-0123456789-960.avif 960w, /img/site-visit-0123456789-1600.avif 1600w',
    );
    expect(sources[1].getAttribute('srcset')).toContain('/img/site-visit-0123456789-960.webp 960w');
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(cardSizes);

    const img = screen.getByRole('img', { name: 'Crew measuring a roof' });
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe('/img/site-visit-0123456789-960.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it("reserves the photo's own 4:3 shape, not the artwork's 16:10", () => {
    renderWithProviders(<Picture image={photo} />);
    const img = screen.getByRole('img', { name: 'Crew measuring a roof' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
  });

  it('loads lazily unless it is the priority picture, which loads at once with high priority', () => {
    renderWithProviders(<Picture image={photo} />);
    const lazy = screen.getByRole('img');
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.getAttribute('fetchpriority')]).toEqual([
      'lazy',
      'async',
      null,
    ]);
  });

  it('as the priority picture, is not preloaded a second time by React (the document head preloads it)', () => {
    const html = renderToString(<Picture image={photo} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('rel="preload"');
  });

  it('without variant files (development), shows the source itself at its own size', () => {
    renderWithProviders(
      <Picture image={{ src: '/images/photos/porch.jpg', alt: 'A new porch roof' }} sizes={cardSizes} />,
    );
    const img = screen.getByRole('img', { name: 'A new porch roof' });
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
    expect(img.getAttribute('src')).toBe('/images/photos/porch.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1600']);
    // sizes without srcset is invalid HTML.
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
