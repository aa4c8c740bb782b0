import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CallToAction } from '../../blocks/CallToAction';
import type { BlockOfType } from '../../src/content/model';
import { renderBlock, site, telAddressOf } from '../helpers/renderBlock';

const band: BlockOfType<'callToAction'> = {
  type: 'callToAction',
  surface: 'dark',
  heading: 'Ready When You Are',
  text: 'Call us or book a visit online.',
  button: { label: 'Book a Visit', href: '/contact' },
};

describe('call to action', () => {
  it('shows the heading and the sentence on a dark band', () => {
    const { container } = renderBlock(CallToAction, band);
    expect(screen.getByRole('heading', { level: 2, name: band.heading })).toBeTruthy();
    expect(screen.getByText(band.text!)).toBeTruthy();
    expect(container.querySelector('section')?.dataset.surface).toBe('dark');
  });

  it("shows the call button with site.yaml's words and number by default, as a tel: link", () => {
    renderBlock(CallToAction, band);
    const call = screen.getByRole('link', { name: new RegExp(site.callButton.label) });
    expect(call.textContent).toContain(site.company.phone);
    expect(call.getAttribute('href')).toBe(telAddressOf(site.company.phone));
  });

  it('leads where its own button says, through the router', () => {
    const { location } = renderBlock(CallToAction, band);
    const button = screen.getByRole('link', { name: 'Book a Visit' });
    expect(button.getAttribute('href')).toBe('/contact');
    fireEvent.click(button);
    expect(location.history).toEqual(['/', '/contact']);
  });

  it('leaves the call button out when callButton is false', () => {
    renderBlock(CallToAction, { ...band, callButton: false });
    expect(screen.queryByRole('link', { name: new RegExp(site.callButton.label) })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows only the call button when it has no button of its own', () => {
    renderBlock(CallToAction, { ...band, button: undefined });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      telAddressOf(site.company.phone),
    ]);
  });
});
