import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerParagraphs, Faq } from '../../blocks/Faq';
import type { BlockOfType } from '../../src/content/model';
import { documentHead } from '../../src/prerender/documentHead';
import { faqStructuredData } from '../../src/prerender/faqStructuredData';
import { blocksOfType, loadShowcase } from '../helpers/blocksShowcase';
import { renderBlockOnServer, renderWithProviders } from '../helpers/renderBlock';

const showcase = loadShowcase();
const [faq] = blocksOfType(showcase, 'faq');
const { phone } = showcase.site.company;

function renderFaq(block: BlockOfType<'faq'> = faq, opensPage = false) {
  return renderWithProviders(<Faq block={block} site={showcase.site} />, { opensPage });
}

describe('questions and answers', () => {
  it('lists each question as a heading one level below the section heading, in the order written', () => {
    renderFaq();
    const section = screen.getByRole('region', { name: faq.heading });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(faq.heading);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['How soon can I get an appointment?', 'How can I pay?']);
  });

  it('a block that opens the page has the h1, and its questions are h2', () => {
    renderFaq(faq, true);
    expect(screen.getByRole('heading', { level: 1, name: faq.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(faq.items.length);
  });

  it('each question is the summary of a disclosure that is closed until opened, with no script needed', () => {
    const html = renderBlockOnServer(Faq, faq);
    const disclosures = html.querySelectorAll('details');
    expect(disclosures).toHaveLength(2);
    for (const details of disclosures) {
      expect(details.hasAttribute('open')).toBe(false);
      const summary = details.firstElementChild!;
      expect(summary.tagName).toBe('SUMMARY');
      expect(summary.querySelector('h3')).not.toBeNull();
      // The chevron is decoration: the summary is named by its question alone.
      expect(summary.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('the answer is in the page, so find-in-page and search engines find it; an empty line starts a paragraph', () => {
    const html = renderBlockOnServer(Faq, faq);
    const [first] = html.querySelectorAll('details');
    expect(Array.from(first.querySelectorAll('p'), (paragraph) => paragraph.textContent)).toEqual([
      'Most weeks we can offer a first appointment within two or three working days.',
      `If it cannot wait, call ${phone} and we will do our best to see you the same day.`,
    ]);
  });

  it('an answer with a link ends with it, leading where the YAML says', () => {
    renderFaq();
    const link = screen.getByRole('link', { name: 'Ask us a question' });
    expect(link.getAttribute('href')).toBe(`mailto:${showcase.site.company.email}`);
    expect(link.closest('details')?.querySelector('h3')?.textContent).toBe('How can I pay?');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('an answer in paragraphs', () => {
  it('splits on empty lines, even ones holding spaces, and drops the line breaks around them', () => {
    expect(answerParagraphs('One.\n\nTwo,\nstill two.\n  \nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(answerParagraphs('Only one.')).toEqual(['Only one.']);
  });
});

describe('the questions for search engines', () => {
  const pageUrl = 'https://www.example.com/showcase';

  it('are a FAQPage holding each question with its accepted answer, in page order', () => {
    expect(faqStructuredData(showcase.page.blocks, pageUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': `${pageUrl}#faq`,
      url: pageUrl,
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How soon can I get an appointment?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: `Most weeks we can offer a first appointment within two or three working days.\n\nIf it cannot wait, call ${phone} and we will do our best to see you the same day.`,
          },
        },
        {
          '@type': 'Question',
          name: 'How can I pay?',
          acceptedAnswer: { '@type': 'Answer', text: 'By card, bank transfer or cheque.' },
        },
      ],
    });
  });

  it('gather the questions of every faq block of the page into one FAQPage', () => {
    const second: BlockOfType<'faq'> = {
      type: 'faq',
      heading: 'More Questions',
      items: [{ question: 'Is there parking?', answer: 'Yes, behind the building.' }],
    };
    const data = faqStructuredData([...showcase.page.blocks, second], pageUrl) as { mainEntity: { name: string }[] };
    expect(data.mainEntity.map((question) => question.name)).toEqual([
      'How soon can I get an appointment?',
      'How can I pay?',
      'Is there parking?',
    ]);
  });

  it("are in the page's <head>, after the business, at the page's own address", () => {
    const head = documentHead(showcase.page, showcase.site, {});
    const scripts = Array.from(head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g), (match) =>
      JSON.parse(match[1]),
    );
    expect(scripts.map((data) => data['@type'])).toEqual([expect.any(String), 'FAQPage']);
    expect(scripts[1]).toEqual(faqStructuredData(showcase.page.blocks, `${showcase.site.seo.siteUrl}/showcase`));
  });

  it('are left out of a page without questions', () => {
    const withoutQuestions = showcase.page.blocks.filter((block) => block.type !== 'faq');
    expect(faqStructuredData(withoutQuestions, pageUrl)).toBeUndefined();
    const head = documentHead({ ...showcase.page, blocks: withoutQuestions }, showcase.site, {});
    expect(head.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(head).not.toContain('FAQPage');
  });
});
