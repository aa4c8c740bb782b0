/**
 * The banner at the top of a page: headline, tagline, trust badges and buttons over a picture, or over several that
 * cross-fade every intervalMs. The first picture is in the server HTML (it is the page's largest paint); the next is
 * mounted shortly before its turn, so a visitor who leaves early never downloads all seven.
 */
import { useEffect, useId, useState } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink, CallButton } from './ui/ButtonLink';
import { Icon } from './ui/Icon';
import { coverStyles, Picture } from './ui/Picture';
import { mq, useReducedMotionOnceKnown, reducedMotion as withReducedMotion } from './ui/media';
import { Section, sectionPadding } from './ui/Section';

const DEFAULT_INTERVAL_MS = 8000;
/** How long before its turn the next picture is mounted, so it has loaded when it fades in. */
const PRELOAD_AHEAD_MS = 2500;
const FADE_MS = 1000;
/** What screen readers call the pause/play button when the YAML gives no words of its own (`labels`). */
const defaultLabels = { pause: 'Pause background slideshow', play: 'Play background slideshow' };

export function Hero({ block, site }: BlockProps<'hero'>) {
  const headingId = useId();
  const full = block.size === 'full';
  const slideshow = useSlideshow(block.images.length, block.intervalMs ?? DEFAULT_INTERVAL_MS);
  const labels = { ...defaultLabels, ...block.labels };

  return (
    <Section id={block.id} surface="dark" labelledBy={headingId} bare css={(theme) => bandStyles(theme, full)}>
      <div data-slide={slideshow.index} css={{ position: 'absolute', inset: 0, zIndex: -1 }}>
        {block.images.map((image, i) =>
          slideshow.mounted.has(i) ? (
            <div
              key={image.src + i}
              aria-hidden={i === slideshow.index ? undefined : true}
              css={slideStyles(i === slideshow.index ? 'current' : i === slideshow.previous ? 'previous' : 'waiting')}
            >
              <Picture image={image} sizes="100vw" priority={i === 0} css={coverStyles} />
            </div>
          ) : null,
        )}
        <div css={overlayStyles} />
      </div>

      <div css={contentStyles}>
        <div css={{ maxWidth: 720 }}>
          {block.eyebrow && <p css={eyebrowStyles}>{block.eyebrow}</p>}
          <h1 id={headingId} css={{ color: '#ffffff', margin: 0 }}>
            {block.heading}
          </h1>
          {block.tagline && <p css={taglineStyles}>{block.tagline}</p>}
          {block.badges && (
            <ul css={badgeListStyles}>
              {block.badges.map((badge) => (
                <li key={badge} css={badgePillStyles}>
                  <Icon name="check" size={18} />
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {(block.actions || block.callButton) && (
            <div css={buttonRowStyles}>
              {block.actions?.map((action) => (
                <ButtonLink
                  key={action.href + action.label}
                  href={action.href}
                  variant={action.variant ?? 'primary'}
                  onDark
                >
                  {action.label}
                </ButtonLink>
              ))}
              {block.callButton && <CallButton site={site} variant="secondary" onDark />}
            </div>
          )}
        </div>
      </div>

      {/* Two buttons, one shown: CSS picks the one that matches the visitor's motion setting before any script runs,
          so the first paint already offers Play when the pictures stand still. */}
      {block.images.length > 1 &&
        controlSlots.map((slot) => {
          const playing = slideshow.playingAsShownBy(slot);
          return (
            <button
              key={slot}
              type="button"
              onClick={slideshow.toggle}
              aria-label={playing ? labels.pause : labels.play}
              css={[
                pauseButtonStyles,
                slot === 'motionAllowed' ? hiddenWithReducedMotionStyles : shownOnlyWithReducedMotionStyles,
              ]}
            >
              <Icon name={playing ? 'pause' : 'play'} size={18} />
            </button>
          );
        })}
    </Section>
  );
}

/**
 * Which picture shows, which is fading out, and which have been mounted. Rotation stops when the visitor pauses,
 * when they prefer reduced motion (until they press play), and while the tab is hidden.
 */
function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = useReducedMotionOnceKnown();
  const pageHidden = usePageHidden();

  const playing = count > 1 && (choice ? choice === 'play' : reducedMotion === false);
  const rotating = playing && !pageHidden;

  useEffect(() => {
    if (!rotating) return;
    const next = (index + 1) % count;
    const mount = () => setMounted((set) => (set.has(next) ? set : new Set(set).add(next)));
    const preload = setTimeout(mount, Math.max(0, intervalMs - PRELOAD_AHEAD_MS));
    const advance = setTimeout(() => {
      mount();
      setPrevious(index);
      setIndex(next);
    }, intervalMs);
    return () => {
      clearTimeout(preload);
      clearTimeout(advance);
    };
  }, [rotating, index, count, intervalMs]);

  const toggle = () => setChoice(playing ? 'pause' : 'play');
  /** Until the setting is known (server HTML, hydration), each button shows the state its media query stands for. */
  const playingAsShownBy = (slot: ControlSlot) =>
    choice || reducedMotion !== undefined ? playing : slot === 'motionAllowed';
  return { index, previous, mounted, playing, playingAsShownBy, toggle };
}

type ControlSlot = 'motionAllowed' | 'reducedMotion';
const controlSlots: ControlSlot[] = ['motionAllowed', 'reducedMotion'];

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

const bandStyles = (theme: Theme, full: boolean): CSSObject => ({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  minHeight: full ? 560 : 400,
  [mq(theme).md]: { minHeight: full ? 'max(560px, 88vh)' : 460 },
});

/**
 * The incoming picture fades in on top of the outgoing one, which stays opaque underneath: no dip to the background
 * colour halfway through. The others wait, mounted but transparent, below both.
 */
const slideStyles = (role: 'current' | 'previous' | 'waiting'): CSSObject => ({
  position: 'absolute',
  inset: 0,
  opacity: role === 'waiting' ? 0 : 1,
  zIndex: role === 'current' ? 2 : role === 'previous' ? 1 : 0,
  transition: `opacity ${FADE_MS}ms ease-in-out`,
});

// White text needs the picture darkened by at least 62% navy wherever text can sit, even over a pure white pixel
// (4.5:1); 66% everywhere leaves a margin, and the left side, where the text starts, is darker still.
const overlayStyles: CSSObject = {
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  background: [
    'linear-gradient(180deg, rgba(15, 28, 46, 0) 55%, rgba(15, 28, 46, 0.35) 100%)',
    'linear-gradient(90deg, rgba(15, 28, 46, 0.3) 0%, rgba(15, 28, 46, 0.18) 45%, rgba(15, 28, 46, 0) 80%)',
    'rgba(15, 28, 46, 0.66)',
  ].join(', '),
};

// On phones the content fills the width: the extra bottom padding keeps the pause button clear of the buttons.
const contentStyles = (theme: Theme): CSSObject => ({
  ...sectionPadding(theme),
  width: '100%',
  maxWidth: theme.maxWidth + 64,
  marginInline: 'auto',
  paddingBottom: 88,
  [mq(theme).md]: { paddingInline: 32, paddingBottom: 'clamp(56px, 8vw, 104px)' },
});

const eyebrowStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  margin: '0 0 16px',
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '#ffffff',
  '&::before': {
    content: '""',
    width: 32,
    height: 3,
    borderRadius: 2,
    backgroundColor: theme.colors.accentOnDark,
  },
});

const taglineStyles: CSSObject = {
  margin: '20px 0 0',
  fontSize: 'clamp(1.0625rem, 1rem + 0.4vw, 1.25rem)',
  color: '#ffffff',
  maxWidth: 620,
};

const badgeListStyles: CSSObject = {
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  margin: '28px 0 0',
  padding: 0,
};

const badgePillStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 36,
  padding: '6px 16px 6px 12px',
  borderRadius: 999,
  fontSize: '0.9375rem',
  fontWeight: 600,
  color: '#ffffff',
  // A darker pill only adds contrast to the overlay beneath it.
  backgroundColor: 'rgba(15, 28, 46, 0.72)',
  border: '1px solid rgba(255, 255, 255, 0.28)',
  '& svg': { color: theme.colors.accentOnDark },
});

const buttonRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  marginTop: 32,
  [mq(theme).sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
});

const pauseButtonStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  right: 16,
  bottom: 16,
  zIndex: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  borderRadius: '50%',
  border: '2px solid rgba(255, 255, 255, 0.75)',
  backgroundColor: 'rgba(15, 28, 46, 0.7)',
  color: '#ffffff',
  transition: 'background-color 150ms ease-out',
  '&:hover': { backgroundColor: theme.colors.navy },
  [mq(theme).md]: { right: 24, bottom: 24 },
});

const hiddenWithReducedMotionStyles: CSSObject = { [withReducedMotion]: { display: 'none' } };
const shownOnlyWithReducedMotionStyles: CSSObject = {
  display: 'none',
  [withReducedMotion]: { display: 'inline-flex' },
};
