/**
 * The words of the review's e-mails: to the editors and the owner when a writer asks, and to the writer when the
 * review is sent back or published. Plain text, with the link to the review in the editor.
 */
import type { ReviewSummary } from '../../editorApi/review.ts';

const names = (review: ReviewSummary) => review.groups.map((group) => group.name).join(', ');

export function askedMail(review: ReviewSummary, link: string) {
  return {
    subject: `${review.askedBy} asks you to review: ${names(review)}`.slice(0, 200),
    text: [
      `${review.askedBy} changed the website and asks you to look before it is published:`,
      '',
      ...review.groups.map((group) => `  - ${group.label}`),
      ...(review.note ? ['', `Their note: ${review.note}`] : []),
      '',
      `See each page before and after, then approve and publish or send it back: ${link}`,
    ].join('\n'),
  };
}

export function sentBackMail(review: ReviewSummary, link: string) {
  return {
    subject: `Sent back: ${names(review)}`.slice(0, 200),
    text: [
      `${review.decidedBy} looked at your changes (${names(review)}) and sent them back:`,
      '',
      `  ${review.answer ?? ''}`,
      '',
      `Change what they ask in the editor, save, and ask for review again: ${link}`,
    ].join('\n'),
  };
}

export function publishedMail(review: ReviewSummary, link: string) {
  return {
    subject: `Published: ${names(review)}`.slice(0, 200),
    text: `${review.decidedBy} approved your changes (${names(review)}), and visitors see them now.\n\n${link}\n`,
  };
}
