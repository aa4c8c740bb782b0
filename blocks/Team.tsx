/**
 * The team: a card for each person with a round portrait, their name, role and a few words about them. Someone
 * without a photo gets their initials in the same circle, so a row of cards reads as one set either way.
 * The name comes first in the card's reading order; on screen the portrait stands beside it on phones, above it from sm.
 */
import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import type { Person } from '../src/content/page.types.generated';
import { cardStyles } from './ui/card';
import { centredCardRows } from './ui/cardGrid';
import { mq } from './ui/media';
import { useItemHeading } from './ui/pageContext';
import { coverStyles, Picture } from './ui/Picture';
import { Section } from './ui/Section';

const PORTRAIT_SIZE = 128;
const PORTRAIT_SIZE_PHONE = 88;
const GAP = 24;

/**
 * "Maria Alvarez" → "MA", "Priya" → "P": the first letters of the first and last words of the name. A title
 * written with a full stop (Dr. Ana Ruiz) is left out.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const named = words.filter((word) => !word.endsWith('.'));
  const chosen = named.length > 0 ? named : words;
  const first = chosen[0];
  const last = chosen.length > 1 ? chosen[chosen.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0].toLocaleUpperCase())
    .join('');
}

export function Team({ block }: BlockProps<'team'>) {
  const count = block.members.length;
  const rows = centredCardRows({ sm: Math.min(count, 2), md: Math.min(count, 3), lg: Math.min(count, 4) }, GAP);
  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.intro}>
      <ul css={rows}>
        {block.members.map((member) => (
          <li key={member.name}>
            <TeamMember member={member} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function TeamMember({ member }: { member: Person }) {
  const Name = useItemHeading();
  const theme = useTheme();
  return (
    <div css={[cardStyles, memberStyles]}>
      <div>
        <Name css={nameStyles}>{member.name}</Name>
        <p css={roleStyles}>{member.role}</p>
        {member.bio && <p css={bioStyles}>{member.bio}</p>}
      </div>
      <div css={portraitStyles}>
        {member.photo ? (
          <Picture
            image={member.photo}
            sizes={`(min-width: ${theme.breakpoints.sm}px) ${PORTRAIT_SIZE}px, ${PORTRAIT_SIZE_PHONE}px`}
            css={coverStyles}
          />
        ) : (
          // The name is read just before: the letters are only its picture.
          <span aria-hidden="true" css={initialsStyles}>
            {initialsOf(member.name)}
          </span>
        )}
      </div>
    </div>
  );
}

// Phones: the portrait beside the name, so a long team is not a long scroll. From sm: the portrait above it.
const memberStyles = (theme: Theme): CSSObject => ({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: `${PORTRAIT_SIZE_PHONE}px minmax(0, 1fr)`,
  alignItems: 'center',
  columnGap: 20,
  padding: 20,
  [mq(theme).sm]: {
    display: 'flex',
    alignItems: 'center',
    padding: '32px 24px',
    textAlign: 'center',
  },
});

// First on screen, last in the reading order.
const portraitStyles = (theme: Theme): CSSObject => ({
  order: -1,
  display: 'grid',
  placeItems: 'center',
  width: PORTRAIT_SIZE_PHONE,
  height: PORTRAIT_SIZE_PHONE,
  [mq(theme).sm]: { width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, marginBottom: 20 },
  borderRadius: '50%',
  overflow: 'hidden',
  flexShrink: 0,
  backgroundColor: `color-mix(in srgb, ${theme.colors.accent} 12%, ${theme.colors.surface})`,
  boxShadow: `0 0 0 4px ${theme.colors.surface}, 0 0 0 5px ${theme.colors.border}`,
});

const initialsStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.fonts.heading,
  fontSize: '1.75rem',
  [mq(theme).sm]: { fontSize: '2.5rem' },
  fontWeight: 750,
  letterSpacing: '0.02em',
  color: theme.colors.accent,
});

const nameStyles: CSSObject = { margin: '0 0 4px', fontSize: '1.25rem' };

const roleStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: theme.colors.accent,
});

const bioStyles = (theme: Theme): CSSObject => ({
  margin: '12px 0 0',
  color: theme.colors.textMuted,
  lineHeight: 1.65,
});
