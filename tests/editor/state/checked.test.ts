import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../src/content/contentError';
import type { Preview } from '../../../src/editor/api';
import type { Checked } from '../../../src/editor/state/actions/checked';
import { aboutPage, aboutText, stateAfter, openedWith, typing } from './fileStates';

const page = { html: '<h1>About Us</h1>' } as unknown as Preview;
const mistake: ContentError = { file: aboutPage.path, line: 1, col: 1, where: '', message: 'Unknown field "titl".' };
const answer = (text: string, errors: ContentError[], preview?: Preview): Checked => ({
  type: 'checked',
  file: aboutPage.path,
  text,
  errors,
  preview,
});
const typedOn = `${aboutText}# more\n`;

describe('the checker answering', () => {
  it('for the text awaited: its mistakes, its page, and the text that passed', () => {
    const state = stateAfter(
      openedWith(),
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
      answer(aboutText, [], page),
    );
    expect(state.check).toEqual({
      sentText: aboutText,
      awaitedText: aboutText,
      answer: { text: aboutText, preview: page },
      passed: { text: aboutText, preview: page },
      errors: [],
    });
  });

  it('with mistakes keeps the last text that passed', () => {
    const broken = aboutText.replace('title', 'titl');
    const state = stateAfter(
      openedWith(),
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
      answer(aboutText, [], page),
      typing(broken, 1000),
      { type: 'checkSent', file: aboutPage.path, text: broken },
      answer(broken, [mistake]),
    );
    expect(state.check.answer).toEqual({ text: broken, preview: undefined });
    expect(state.check.passed).toEqual({ text: aboutText, preview: page });
    expect(state.check.errors).toEqual([mistake]);
  });

  it('for an older text than the one sent last is stale: nothing changes', () => {
    const sentTwice = stateAfter(
      openedWith(),
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
      typing(typedOn, 1000),
      { type: 'checkSent', file: aboutPage.path, text: typedOn },
    );
    expect(stateAfter(sentTwice, answer(aboutText, [mistake], page))).toBe(sentTwice);
    expect(stateAfter(sentTwice, answer(typedOn, [], page)).check.answer?.text).toBe(typedOn);
  });

  it('for another file, or a text never sent, is stale', () => {
    const sent = stateAfter(openedWith(), { type: 'checkSent', file: aboutPage.path, text: aboutText });
    expect(stateAfter(sent, { ...answer(aboutText, [], page), file: 'pages/contact.yaml' })).toBe(sent);
    expect(stateAfter(openedWith(), answer(aboutText, [], page))).toEqual(openedWith());
  });

  it('with the same mistakes as shown keeps the same list', () => {
    const first = stateAfter(
      openedWith(),
      { type: 'checkSent', file: aboutPage.path, text: aboutText },
      answer(aboutText, [mistake]),
    );
    const second = stateAfter(first, answer(aboutText, [{ ...mistake }]));
    expect(second.check.errors).toBe(first.check.errors);
  });
});
