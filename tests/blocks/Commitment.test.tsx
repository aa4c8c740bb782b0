import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Commitment } from '../../blocks/Commitment';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock, renderWithProviders, site } from '../helpers/renderBlock';

const commitment: BlockOfType<'commitment'> = {
  type: 'commitment',
  heading: 'Our Commitment to You',
  intro: 'Every estimate, every crew and every finished project is backed by the same promises.',
  points: [
    { title: '100% Satisfaction Guarantee', text: 'We are not finished until you are happy with the result.' },
    { title: 'No Challenge Too Big or Small', text: 'From a single leaking skylight to a full commercial re-roof.' },
  ],
};

/** The paragraph under the promises, outside their cards: the licence line. */
const licenceLine = () =>
  screen.queryByText(
    (_, element) => element?.tagName === 'P' && element.querySelector('svg') !== null && !element.closest('li'),
  );

describe('our commitment', () => {
  it('shows the heading, introduction and each promise as a card with an icon', () => {
    renderBlock(Commitment, commitment);
    expect(screen.getByRole('heading', { level: 2, name: 'Our Commitment to You' })).toBeTruthy();
    expect(screen.getByText(commitment.intro!)).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const [i, point] of commitment.points.entries()) {
      expect(cards[i].querySelector('h3')?.textContent).toBe(point.title);
      expect(cards[i].textContent).toContain(point.text);
      expect(cards[i].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows the numbered credentials of site.yaml by default, each as its name and number', () => {
    renderBlock(Commitment, commitment);
    const numbered = (site.company.credentials ?? []).filter((credential) => credential.number);
    expect(licenceLine()?.textContent).toBe(
      numbered.map((credential) => `${credential.label} ${credential.number}`).join(' · '),
    );
  });

  it('follows the credentials when site.yaml changes, leaving out those without a number', () => {
    const credentials = [
      { label: 'State licence', number: 'DL# 1' },
      { label: 'Board certified' },
      { label: 'Registration', number: 'R# 2' },
    ];
    const moved = { ...site, company: { ...site.company, credentials } };
    renderWithProviders(<Commitment block={commitment} site={moved} />);
    expect(licenceLine()?.textContent).toBe('State licence DL# 1 · Registration R# 2');
  });

  it('leaves the licence line out when showLicence is false', () => {
    renderBlock(Commitment, { ...commitment, showLicence: false });
    expect(licenceLine()).toBeNull();
    expect(screen.queryByText(/CCB#/)).toBeNull();
  });
});
