/**
 * A page's questions and answers as search engines read them: one schema.org FAQPage holding every question of the
 * page's faq blocks, in the order they are shown. A page without questions has none.
 */
import type { Block, BlockOfType } from '../content/model.ts';

export function faqStructuredData(blocks: Block[], pageUrl: string): Record<string, unknown> | undefined {
  const questions = blocks
    .filter((block): block is BlockOfType<'faq'> => block.type === 'faq')
    .flatMap((block) => block.items);
  if (questions.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    url: pageUrl,
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.trim() },
    })),
  };
}
