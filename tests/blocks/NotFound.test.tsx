import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { NotFound } from '../../blocks/NotFound';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock } from '../helpers/renderBlock';

const notFound: BlockOfType<'notFound'> = {
  type: 'notFound',
  heading: 'Oops! Page not found',
  text: 'The page you are looking for may have moved or no longer exists.',
  link: { label: 'Return to Home', href: '/' },
};

describe('page not found', () => {
  it("says 'Oops! Page not found' as the page's h1, with a helpful sentence", () => {
    renderBlock(NotFound, notFound, { path: '/no-such-page', opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByText(notFound.text!)).toBeTruthy();
  });

  it('leads back to the home page with Return to Home', () => {
    const { location } = renderBlock(NotFound, notFound, { path: '/no-such-page', opensPage: true });
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(location.history).toEqual(['/no-such-page', '/']);
  });

  it('keeps the big 404 away from screen readers, which hear the heading instead', () => {
    renderBlock(NotFound, notFound, { opensPage: true });
    expect(screen.getByText('404').getAttribute('aria-hidden')).toBe('true');
  });
});
