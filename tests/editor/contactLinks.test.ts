// @vitest-environment happy-dom
/**
 * The inbox's tel: and mailto: links: each calls or writes to the one number or address the visitor gave and
 * nothing more. A request stored before the server refused addresses like "…?bcc=…&subject=…@…" shows that address
 * as text, with no link that would add a Bcc or a subject to the office's reply.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '../../src/editor/inbox/contactLinks';
import { RequestList } from '../../src/editor/inbox/RequestList';
import { defaultStatuses, type RequestSummary } from '../../src/editorApi/requestStatuses';

afterEach(cleanup);

const bccAddress = 'ceo%40example.com?bcc=spy%40evil.example&subject=Invoice@evil.example';

describe('mailtoHref', () => {
  it.each([
    ['ann@example.com', 'mailto:ann@example.com'],
    ['Ann.Lee+roofs@Mail.Example.org', 'mailto:Ann.Lee%2Broofs@Mail.Example.org'],
    ["o'brien@example.com", "mailto:o'brien@example.com"],
    ['a/b=c{d}|e^f`g$h@north-west.example', 'mailto:a%2Fb%3Dc%7Bd%7D%7Ce%5Ef%60g%24h@north-west.example'],
    [' ann@example.com ', 'mailto:ann@example.com'],
  ])('%s → %s', (address, href) => {
    expect(mailtoHref(address)).toBe(href);
  });

  it.each([
    bccAddress,
    'ann?subject=Invoice@example.com',
    'ann&cc=spy@example.com',
    'ann%3Fbcc=spy@example.com',
    'ann#x@example.com',
    'ann,bob@example.com',
    'ann;bob@example.com',
    'ann bob@example.com',
    '"ann"@example.com',
    '<ann@example.com>',
    'ann@bob@example.com',
    'ann@example.com?bcc=spy@evil.example',
    'ann@example.com&subject=x',
    'ann@example',
    'ann@exa mple.com',
    '@example.com',
    'ann@',
    'ann',
    '',
  ])('%s: no link', (address) => {
    expect(mailtoHref(address)).toBeUndefined();
  });

  it('never lets a ?, & or # through, whatever the address holds', () => {
    const characters = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~aZ9é\u0000\n';
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 5000; round += 1) {
      const length = 1 + (next() % 20);
      let address = '';
      for (let index = 0; index < length; index += 1) address += characters[next() % characters.length];
      const href = mailtoHref(`${address}@example.com`);
      if (href === undefined) continue;
      expect(href, address).toMatch(/^mailto:[^?&#@\s,;<>"%]*(?:%[0-9A-F]{2}[^?&#@\s,;<>"%]*)*@example\.com$/);
    }
  });
});

describe('telHref', () => {
  it.each([
    ['(503) 555-0147', 'tel:5035550147'],
    ['+1 503 555 0147', 'tel:+15035550147'],
    [' +44 20 7946 0958', 'tel:+442079460958'],
    ['503-555-0147?call=now&x=1', 'tel:50355501471'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('no link without digits', () => {
    expect(telHref('call me')).toBeUndefined();
  });
});

describe('the list of requests', () => {
  const request = (more: Partial<RequestSummary>): RequestSummary => ({
    id: 'r1',
    receivedAt: new Date().toISOString(),
    name: 'Mallory',
    email: '',
    phone: '',
    address: '',
    excerpt: 'Invoice attached',
    status: 'new',
    spamReason: '',
    mailStatus: 'sent',
    ...more,
  });
  const list = (requests: RequestSummary[]) =>
    render(
      createElement(RequestList, {
        page: {
          title: 'Requests',
          requests,
          statuses: [...defaultStatuses],
          total: requests.length,
          counts: { new: requests.length, spam: 0 },
        },
        statuses: defaultStatuses,
        loading: false,
        list: 'inbox',
        openId: undefined,
        onOpen: () => {},
        onMore: () => {},
      }),
    );

  it('shows an old request’s address that would add a Bcc as text, with no link', () => {
    list([request({ email: bccAddress, phone: '(503) 555-0147' })]);
    expect(screen.getByText(bccAddress).tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: bccAddress })).toBeNull();
    expect(screen.getByRole('link', { name: '(503) 555-0147' }).getAttribute('href')).toBe('tel:5035550147');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/[?&]/);
  });

  it('links a plain address to a message to it', () => {
    list([request({ id: 'r2', name: 'Tom Berg', email: 'tom+roof@example.com' })]);
    expect(screen.getByRole('link', { name: 'tom+roof@example.com' }).getAttribute('href')).toBe(
      'mailto:tom%2Broof@example.com',
    );
  });
});
