import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PictureText } from '../../blocks/PictureText';
import type { BlockOfType } from '../../src/content/model';
import { blocksOfType, loadShowcase } from '../helpers/blocksShowcase';
import { renderWithProviders } from '../helpers/renderBlock';

const showcase = loadShowcase();
const [withButton, pictureOnTheLeft] = blocksOfType(showcase, 'pictureText');

function renderPictureText(block: BlockOfType<'pictureText'>, opensPage = false) {
  return renderWithProviders(<PictureText block={block} site={showcase.site} />, { opensPage });
}

describe('picture beside text', () => {
  it('is a region named by its heading, with its paragraphs in order and company facts filled in', () => {
    renderPictureText(withButton);
    const section = screen.getByRole('region', { name: withButton.heading });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(withButton.heading);
    expect(Array.from(section.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual([
      `${showcase.site.company.name} began as one person with a phone and a promise to call everyone back the same day.`,
      'Today a small team looks after every visit, from the first call to the last follow-up.',
    ]);
  });

  it('shows its picture with the alt text the YAML gives', () => {
    renderPictureText(withButton);
    const picture = screen.getByRole('img', { name: 'Two people talking across a front desk' });
    expect(picture.getAttribute('src')).toBe('/images/about/front-desk.svg');
  });

  it('its button leads where the YAML says, through the router', () => {
    const { location } = renderPictureText(withButton);
    const button = screen.getByRole('link', { name: 'About us' });
    fireEvent.click(button);
    expect(location.history).toEqual(['/', '/about']);
  });

  it('without a button it has no link', () => {
    renderPictureText(pictureOnTheLeft);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('the heading and text come before the picture in the reading order, on whichever side the picture is', () => {
    for (const block of [withButton, pictureOnTheLeft]) {
      const { unmount } = renderPictureText(block);
      const heading = screen.getByRole('heading', { name: block.heading });
      const picture = screen.getByRole('img', { name: block.picture.alt });
      expect(heading.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      unmount();
    }
  });

  it('opening the page, its heading is the h1', () => {
    renderPictureText(withButton, true);
    expect(screen.getByRole('heading', { level: 1, name: withButton.heading })).toBeTruthy();
  });
});
