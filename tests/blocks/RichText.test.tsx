import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RichText, formatIsoDate } from '../../blocks/RichText';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock } from '../helpers/renderBlock';

const privacy: BlockOfType<'richText'> = {
  type: 'richText',
  heading: 'Privacy Policy',
  effectiveDate: '2024-01-01',
  intro: 'This policy explains what we collect when you visit our website or ask for an estimate.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['When you request a quote we collect your name and contact details.'],
      list: ['Your name', 'Your phone number', 'Your project address'],
    },
    { heading: 'How We Use Information', paragraphs: ['We use it to answer your request.'] },
    { heading: 'Contact Us', paragraphs: ['Write to us with any question.', 'We reply within 24 hours.'] },
  ],
};

describe('text sections', () => {
  it('opens the page with the heading as its h1 and each section under an h2', () => {
    renderBlock(RichText, privacy, { opensPage: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sectionHeadings).toEqual(['Information We Collect', 'How We Use Information', 'Contact Us']);
  });

  it('shows the effective date as January 1, 2024, and the introduction', () => {
    renderBlock(RichText, privacy, { opensPage: true });
    expect(screen.getByText('Effective January 1, 2024')).toBeTruthy();
    expect(screen.getByText(privacy.intro!)).toBeTruthy();
  });

  it("formats dates from their digits in the site's locale, whatever the time zone", () => {
    expect(formatIsoDate('2024-01-01', 'en_US')).toBe('January 1, 2024');
    expect(formatIsoDate('2023-12-31', 'en_US')).toBe('December 31, 2023');
    expect(formatIsoDate('2024-07-04', 'en_US')).toBe('July 4, 2024');
    expect(formatIsoDate('2024-07-04', 'fr_FR')).toBe('4 juillet 2024');
  });

  it('shows a date that does not exist as it is written', () => {
    expect(formatIsoDate('2024-02-30', 'en_US')).toBe('2024-02-30');
  });

  it("writes its own words in the YAML's language when given", () => {
    const sections = [...privacy.sections, { heading: 'Vos droits', paragraphs: ['Vous pouvez nous écrire.'] }];
    renderBlock(RichText, {
      ...privacy,
      sections,
      labels: { effective: 'En vigueur le {date}', contents: 'Sur cette page' },
    });
    expect(screen.getByText('En vigueur le January 1, 2024')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeTruthy();
  });

  it('shows the paragraphs and the bullet list of a section', () => {
    renderBlock(RichText, privacy, { opensPage: true });
    const collected = screen.getByRole('region', { name: 'Information We Collect' });
    expect(within(collected).getByText(privacy.sections[0].paragraphs![0])).toBeTruthy();
    const bullets = within(collected)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bullets).toEqual(['Your name', 'Your phone number', 'Your project address']);
    expect(screen.getByText('We reply within 24 hours.')).toBeTruthy();
  });

  it('lists the sections in a table of contents that links to each one', () => {
    renderBlock(RichText, privacy, { opensPage: true });
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(privacy.sections.map((section) => section.heading));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.textContent).toBe(link.textContent);
    }
    expect(links[0].getAttribute('href')).toBe('#information-we-collect');
  });

  it('leaves the table of contents out for short text', () => {
    renderBlock(RichText, { ...privacy, sections: privacy.sections.slice(0, 2) });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('uses an h2 heading and h3 section headings when it does not open the page', () => {
    renderBlock(RichText, privacy);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
