/**
 * A slim bar with a short notice (new hours, a closure, good news) and an optional link. It is static content, so
 * it is a named region a screen reader can find among the page's landmarks, not an alert: role="alert" or "status"
 * would interrupt whatever is being read when the page loads, which the WAI-ARIA guidance keeps for changes that
 * happen while the visitor is there.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { SmartLink } from './ui/ButtonLink';
import { Icon } from './ui/Icon';
import { mq, reducedMotion } from './ui/media';

type Tone = NonNullable<BlockProps<'announcement'>['block']['tone']>;

const DEFAULT_LABEL = 'Announcement';

export function Announcement({ block }: BlockProps<'announcement'>) {
  const tone = block.tone ?? 'info';
  return (
    <section
      id={block.id}
      aria-label={block.label ?? DEFAULT_LABEL}
      data-tone={tone}
      css={(theme) => barStyles(theme, tone)}
    >
      <p css={messageStyles}>
        {block.icon && <Icon name={block.icon} size={20} css={iconStyles} />}
        <span>{block.message}</span>
        {block.link && (
          <>
            {' '}
            <SmartLink href={block.link.href} css={linkStyles}>
              {block.link.label}
              <Icon name="arrow-right" size={16} />
            </SmartLink>
          </>
        )}
      </p>
    </section>
  );
}

/** The tone's colour in the theme: the brand's dark colour for news, green for good news, amber for a warning. */
function toneColor(theme: Theme, tone: Tone): string {
  if (tone === 'success') return theme.colors.success;
  if (tone === 'warning') return theme.colors.star;
  return theme.colors.navy;
}

// A pale tint of the tone behind the theme's body text: the text keeps the contrast it has on white (well over
// 4.5:1 at 12 %), and the tone shows in the tint, the rule above and below, and the icon.
const barStyles = (theme: Theme, tone: Tone): CSSObject => {
  const color = toneColor(theme, tone);
  return {
    '--tone': color,
    backgroundColor: `color-mix(in srgb, ${color} 12%, #ffffff)`,
    borderBlock: `1px solid color-mix(in srgb, ${color} 45%, #ffffff)`,
    color: theme.colors.text,
    paddingBlock: 12,
    paddingInline: 20,
    [mq(theme).md]: { paddingInline: 32 },
  };
};

// Inline, so that the icon stays on the message's first line and the link follows its last word when it fits.
const messageStyles = (theme: Theme): CSSObject => ({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  fontSize: '1rem',
  lineHeight: 1.5,
  textAlign: 'center',
});

const iconStyles: CSSObject = { display: 'inline-block', verticalAlign: -4, marginInlineEnd: 8, color: 'var(--tone)' };

const linkStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  marginInlineStart: 4,
  // A tap target of 44 px without making the bar taller than its text needs.
  minHeight: 44,
  marginBlock: -10,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  color: theme.colors.text,
  fontWeight: 650,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '& svg': { transition: 'transform 150ms ease-out' },
  '&:hover': { color: theme.colors.text, textDecorationThickness: 2 },
  '&:hover svg': { transform: 'translateX(3px)' },
  [reducedMotion]: { '& svg': { transition: 'none' }, '&:hover svg': { transform: 'none' } },
});
