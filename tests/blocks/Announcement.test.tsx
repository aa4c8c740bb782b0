import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import { Announcement } from '../../blocks/Announcement';
import type { BlockOfType, Site } from '../../src/content/model';
import { readProjectFile, renderWithProviders } from '../helpers/renderBlock';

const fixtureSite: Site = parse(readProjectFile('tests/fixtures/minimal-site/site.yaml'));

const saturdays: BlockOfType<'announcement'> = {
  type: 'announcement',
  icon: 'clock',
  message: 'From 1 March we are open on Saturdays, 9 am to 1 pm.',
  link: { label: 'See our hours', href: '/about' },
};

function renderAnnouncement(block: BlockOfType<'announcement'>) {
  return renderWithProviders(<Announcement block={block} site={fixtureSite} />);
}

describe('announcement bar', () => {
  it('is a region named Announcement by default, holding the message', () => {
    renderAnnouncement(saturdays);
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(within(bar).getByText(saturdays.message)).toBeTruthy();
  });

  it('takes the name screen readers give the region from the YAML', () => {
    renderAnnouncement({ ...saturdays, label: 'Avis' });
    expect(screen.getByRole('region', { name: 'Avis' })).toBeTruthy();
  });

  it('is never an alert or a live region, which would interrupt a screen reader as the page loads', () => {
    const { container } = renderAnnouncement(saturdays);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-live]')).toBeNull();
  });

  it('ends with its link, named by its words, which opens the page through the router', () => {
    const { location } = renderAnnouncement(saturdays);
    const link = screen.getByRole('link', { name: 'See our hours' });
    expect(link.getAttribute('href')).toBe('/about');
    fireEvent.click(link);
    expect(location.history).toEqual(['/', '/about']);
  });

  it('shows no link when it has none, and no icon when none is named', () => {
    const { container } = renderAnnouncement({ type: 'announcement', message: 'Closed on 24 and 25 December.' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('region', { name: 'Announcement' }).textContent).toBe('Closed on 24 and 25 December.');
  });

  it('is in the info tone unless the YAML names another', () => {
    const { container, unmount } = renderAnnouncement(saturdays);
    expect(container.querySelector('section')?.dataset.tone).toBe('info');
    unmount();
    const warning = renderAnnouncement({ ...saturdays, tone: 'warning' });
    expect(warning.container.querySelector('section')?.dataset.tone).toBe('warning');
  });

  it('keeps its anchor name from the YAML, for links such as /#news', () => {
    const { container } = renderAnnouncement({ ...saturdays, id: 'news' });
    expect(container.querySelector('section')?.id).toBe('news');
  });
});
