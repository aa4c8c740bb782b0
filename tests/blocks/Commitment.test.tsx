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

/** The paragraph that starts "Oregon …": the licence line under the promises. */
const licenceLine = () =>
  screen.queryByText((_, element) => element?.tagName === 'P' && /^Oregon /.test(element.textContent ?? ''));

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

  it('shows the Oregon and Washington licence numbers from site.yaml by default', () => {
    renderBlock(Commitment, commitment);
    const { oregon, washington } = site.company.licences;
    expect(licenceLine()?.textContent).toBe(`Oregon ${oregon} · Washington ${washington}`);
    expect(licenceLine()?.textContent).toContain('CCB# 229721');
  });

  it('follows the licence numbers when site.yaml changes', () => {
    const moved = { ...site, company: { ...site.company, licences: { oregon: 'CCB# 1', washington: 'WA# 2' } } };
    renderWithProviders(<Commitment block={commitment} site={moved} />);
    expect(licenceLine()?.textContent).toBe('Oregon CCB# 1 · Washington WA# 2');
  });

  it('leaves the licence line out when showLicence is false', () => {
    renderBlock(Commitment, { ...commitment, showLicence: false });
    expect(licenceLine()).toBeNull();
    expect(screen.queryByText(/CCB#/)).toBeNull();
  });
});
