import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Stats } from '../../blocks/Stats';
import { blockFromPage, renderBlock } from '../helpers/renderBlock';

const stats = blockFromPage('about.yaml', 'stats');

describe('key figures', () => {
  it('shows each value with its label, value first', () => {
    renderBlock(Stats, {
      ...stats,
      items: [
        { value: '18+', label: 'Years Experience' },
        { value: 'Master Elite', label: 'Certification' },
        { value: '100%', label: 'Licensed & Insured' },
        { value: '24/7', label: 'Emergency Service' },
      ],
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '18+Years Experience',
      'Master EliteCertification',
      '100%Licensed & Insured',
      '24/7Emergency Service',
    ]);
  });

  it('shows the optional sentence under a label', () => {
    renderBlock(Stats, stats);
    expect(screen.getByText(stats.items[1].text!)).toBeTruthy();
  });

  it('needs no heading', () => {
    renderBlock(Stats, { type: 'stats', items: [{ value: '18+', label: 'Years Experience' }] });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('18+')).toBeTruthy();
  });
});
