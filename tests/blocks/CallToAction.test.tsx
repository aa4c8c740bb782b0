import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CallToAction } from '../../blocks/CallToAction';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock, site, telAddressOf } from '../helpers/renderBlock';

const band: BlockOfType<'callToAction'> = {
  type: 'callToAction',
  surface: 'dark',
  heading: "Let's Talk About Your Project",
  text: 'Call our office or request a free estimate online.',
  estimate: { label: 'Get Free Estimate', href: '/contact' },
};

describe('call to action', () => {
  it('shows the heading and the sentence on a dark band', () => {
    const { container } = renderBlock(CallToAction, band);
    expect(screen.getByRole('heading', { level: 2, name: band.heading })).toBeTruthy();
    expect(screen.getByText(band.text!)).toBeTruthy();
    expect(container.querySelector('section')?.dataset.surface).toBe('dark');
  });

  it('shows the call button with the number from site.yaml by default, as a tel: link', () => {
    renderBlock(CallToAction, band);
    const call = screen.getByRole('link', { name: /Call us for a free estimate/ });
    expect(call.textContent).toContain(site.company.phone);
    expect(call.getAttribute('href')).toBe(telAddressOf(site.company.phone));
  });

  it('leads to the estimate page with the estimate button', () => {
    const { location } = renderBlock(CallToAction, band);
    const estimate = screen.getByRole('link', { name: 'Get Free Estimate' });
    expect(estimate.getAttribute('href')).toBe('/contact');
    fireEvent.click(estimate);
    expect(location.history).toEqual(['/', '/contact']);
  });

  it('leaves the call button out when callButton is false', () => {
    renderBlock(CallToAction, { ...band, callButton: false });
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
