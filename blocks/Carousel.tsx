/**
 * A row of cards (a picture, a title, a category and a place each) as a WAI-ARIA carousel. The track is a
 * horizontally scrolling row with scroll snapping, so touch swipes work natively; Previous/Next and the arrow keys
 * scroll it by one card. The buttons follow what the track can still scroll, and the server HTML starts at the first
 * card (Previous disabled, Next enabled). A card with a link (`href`, or an entry of a collection) is a link as a
 * whole: its title's link is stretched over the card, so the card is one tab stop and reads as its title.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink, SmartLink } from './ui/ButtonLink';
import { cardLift, cardStyles } from './ui/card';
import { Icon } from './ui/Icon';
import { coverStyles, Picture } from './ui/Picture';
import { Section, SectionHeading } from './ui/Section';
import { mq } from './ui/media';

const GAP = 24;

const controls = [
  { name: 'previous', icon: 'chevron-left', direction: -1 },
  { name: 'next', icon: 'chevron-right', direction: 1 },
] as const;

/** What screen readers say for the controls when the YAML gives no words of its own (`labels`). */
const defaultLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  slides: 'Slides',
  carousel: 'carousel',
  slide: 'slide',
  position: '{number} of {count}',
};

/** "2 of 5": a card's place in the row, in the words of the `position` label. */
function slidePosition(template: string, number: number, count: number): string {
  return template.replaceAll('{number}', String(number)).replaceAll('{count}', String(count));
}

export function Carousel({ block }: BlockProps<'carousel'>) {
  const trackId = useId();
  const trackRef = useRef<HTMLElement>(null);
  const { canPrev, canNext } = useScrollEnds(trackRef);
  const items = block.items ?? [];
  const count = items.length;
  const labels = { ...defaultLabels, ...block.labels };
  useFocusKeptOnEnds(canPrev, canNext);

  const scrollByOneCard = useCallback((direction: 1 | -1) => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByOneCard(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Section
      id={block.id}
      surface={block.surface}
      aria-roledescription={labels.carousel}
      aria-label={block.heading}
      data-can-prev={canPrev}
      data-can-next={canNext}
      onKeyDown={onKeyDown}
    >
      <div css={headerRowStyles}>
        <SectionHeading intro={block.intro} align="start">
          {block.heading}
        </SectionHeading>
        <div css={{ display: 'flex', gap: 12, flexShrink: 0 }}>
          {controls.map(({ name, icon, direction }) => (
            <button
              key={name}
              type="button"
              data-carousel-control={name}
              aria-label={labels[name]}
              aria-controls={trackId}
              disabled={direction < 0 ? !canPrev : !canNext}
              onClick={() => scrollByOneCard(direction)}
              css={arrowButtonStyles}
            >
              <Icon name={icon} />
            </button>
          ))}
        </div>
      </div>

      {/* A named <section> is a region landmark without an explicit role. */}
      <section
        id={trackId}
        ref={trackRef}
        aria-label={labels.slides}
        // Focusable only while there is something to scroll to; the arrow keys then move it.
        tabIndex={canPrev || canNext ? 0 : undefined}
        css={trackStyles}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA APG carousel marks each slide as a group, not a fieldset.
          <div
            key={item.title + i}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={slidePosition(labels.position, i + 1, count)}
            css={(theme) => [cardStyles(theme), item.href ? cardLift : {}, { scrollSnapAlign: 'start' }]}
          >
            <div css={{ position: 'relative', aspectRatio: '16 / 10', backgroundColor: '#e8e2d9' }}>
              <Picture
                image={item.image}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
                css={coverStyles}
              />
              {item.category && <span css={categoryBadgeStyles}>{item.category}</span>}
            </div>
            <div css={{ padding: '20px 20px 24px' }}>
              <h3 css={{ margin: 0, fontSize: '1.1875rem' }}>
                {item.href ? (
                  <SmartLink href={item.href} css={cardLinkStyles}>
                    {item.title}
                  </SmartLink>
                ) : (
                  item.title
                )}
              </h3>
              {item.location && (
                <p css={locationStyles}>
                  <Icon name="map-pin" size={18} />
                  {item.location}
                </p>
              )}
            </div>
          </div>
        ))}
      </section>

      {block.link && (
        <div css={{ display: 'flex', justifyContent: 'center', marginTop: 40 }}>
          <ButtonLink href={block.link.href} variant="secondary" onDark={block.surface === 'dark'} icon="arrow-right">
            {block.link.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}

/**
 * A button that becomes disabled drops the keyboard focus to the page's start. When the visitor reaches an end
 * with Previous or Next focused, the focus moves to the other button, so the arrow keys keep working.
 */
function useFocusKeptOnEnds(canPrev: boolean, canNext: boolean) {
  const lastControl = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      lastControl.current = target?.closest?.('[data-carousel-control]') as HTMLButtonElement | null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a button turning disabled is the trigger, read from the DOM.
  useEffect(() => {
    const control = lastControl.current;
    if (!control?.disabled) return;
    const focusLost = document.activeElement === control || document.activeElement === document.body;
    const other = control.parentElement?.querySelector<HTMLButtonElement>('[data-carousel-control]:not(:disabled)');
    if (focusLost && other) other.focus();
  }, [canPrev, canNext]);
}

/** Whether the track can still scroll back or on, kept up to date on scroll and resize. */
function useScrollEnds(trackRef: RefObject<HTMLElement | null>) {
  const [ends, setEnds] = useState({ canPrev: false, canNext: true });
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const canPrev = track.scrollLeft > 1;
      const canNext = track.scrollLeft + track.clientWidth < track.scrollWidth - 1;
      setEnds((old) => (old.canPrev === canPrev && old.canNext === canNext ? old : { canPrev, canNext }));
    };
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [trackRef]);
  return ends;
}

const headerRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  marginBottom: 32,
  '& > header': { marginBottom: 0 },
  [mq(theme).sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
});

// 1 card per view on phones, 2 from sm, 3 from lg. The padding leaves room for the cards' shadows and focus
// rings; the negative margin keeps the cards aligned with the heading.
const trackStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  gap: GAP,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: 8,
  padding: '8px 8px 24px',
  margin: '-8px -8px -24px',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': { outlineOffset: -3 },
  [mq(theme).sm]: { gridAutoColumns: `calc((100% - ${GAP}px) / 2)` },
  [mq(theme).lg]: { gridAutoColumns: `calc((100% - ${2 * GAP}px) / 3)` },
});

const categoryBadgeStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 12,
  left: 12,
  padding: '4px 12px',
  borderRadius: 999,
  backgroundColor: theme.colors.navy,
  color: '#ffffff',
  fontSize: '0.8125rem',
  fontWeight: 650,
  letterSpacing: '0.02em',
});

// The whole card is the link's target: its ::after covers the card, which cardStyles positions.
const cardLinkStyles = (theme: Theme): CSSObject => ({
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radius },
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -3 },
});

const locationStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  margin: '6px 0 0',
  color: theme.colors.textMuted,
  fontSize: '0.9375rem',
  '& svg': { color: theme.colors.accent },
});

const arrowButtonStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  padding: 0,
  borderRadius: '50%',
  border: '2px solid var(--surface-text)',
  backgroundColor: 'transparent',
  color: 'var(--surface-text)',
  transition: 'background-color 150ms ease-out, color 150ms ease-out',
  '&:hover:not(:disabled)': { backgroundColor: 'var(--surface-text)', color: 'var(--surface-bg)' },
  '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
};
