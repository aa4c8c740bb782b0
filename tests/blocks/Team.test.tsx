import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { initialsOf, Team } from '../../blocks/Team';
import type { BlockOfType } from '../../src/content/model';
import { blocksOfType, loadShowcase } from '../helpers/blocksShowcase';
import { renderWithProviders } from '../helpers/renderBlock';

const showcase = loadShowcase();
const [team] = blocksOfType(showcase, 'team');

function renderTeam(block: BlockOfType<'team'> = team, opensPage = false) {
  return renderWithProviders(<Team block={block} site={showcase.site} />, { opensPage });
}

/** The card of the person with this name: the list item holding the heading. */
function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('li')!;
}

describe('team', () => {
  it('shows a card for each person under the section heading, named by an h3, in the order written', () => {
    renderTeam();
    const section = screen.getByRole('region', { name: team.heading });
    expect(
      within(section).getByText(`The people you will speak to when you call ${showcase.site.company.phone}.`),
    ).toBeTruthy();
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Maria Alvarez',
      'David Chen',
      'Dr. Priya Nair',
    ]);
  });

  it("each card gives the person's role, and their bio when the YAML has one", () => {
    renderTeam();
    expect(cardOf('Maria Alvarez').textContent).toContain('Founder');
    expect(cardOf('David Chen').textContent).toContain('Office Manager');
    expect(cardOf('David Chen').textContent).toContain('David keeps the calendar');
    expect(cardOf('Dr. Priya Nair').querySelectorAll('p')).toHaveLength(1);
  });

  it('a person with a photo is shown by it, described by its alt text', () => {
    renderTeam();
    const photo = within(cardOf('Maria Alvarez')).getByRole('img', { name: 'Portrait of Maria Alvarez' });
    expect(photo.getAttribute('src')).toBe('/images/team/maria-alvarez.svg');
  });

  it('a person without a photo is shown by their initials, hidden from screen readers that just read the name', () => {
    renderTeam();
    for (const [name, initials] of [
      ['David Chen', 'DC'],
      ['Dr. Priya Nair', 'PN'],
    ]) {
      const card = cardOf(name);
      expect(within(card).queryByRole('img')).toBeNull();
      const letters = card.querySelector('[aria-hidden="true"]')!;
      expect(letters.textContent).toBe(initials);
    }
  });

  it('the name comes before the portrait in the reading order', () => {
    renderTeam();
    const card = cardOf('Maria Alvarez');
    const name = within(card).getByRole('heading');
    const photo = within(card).getByRole('img');
    expect(name.compareDocumentPosition(photo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opening the page, its heading is the h1 and the names are h2', () => {
    renderTeam(team, true);
    expect(screen.getByRole('heading', { level: 1, name: team.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});

describe('initials', () => {
  it('are the first letters of the first and last names, in capitals', () => {
    expect(initialsOf('Maria Alvarez')).toBe('MA');
    expect(initialsOf('ana maría de la cruz')).toBe('AC');
    expect(initialsOf('Élodie  Martin')).toBe('ÉM');
  });

  it('are one letter for a single name', () => {
    expect(initialsOf('Priya')).toBe('P');
  });

  it('leave out a title written with a full stop, and anything that is not a word', () => {
    expect(initialsOf('Dr. Priya Nair')).toBe('PN');
    expect(initialsOf('Sam Lee (on leave)')).toBe('SL');
    expect(initialsOf('Sam Lee – Jr.')).toBe('SL');
  });
});
