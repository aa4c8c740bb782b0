/**
 * A full-bleed band with a centred container: the frame of every block. The band's surface sets the background
 * and the colours its content reads (see surface.ts); the heading, when given, labels the band for screen readers.
 */
import { createContext, useContext, useEffect, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import { mq } from './media';
import { useOpensPage, useSectionHeading } from './pageContext';
import { surfaceVariables, type Surface } from './surface';

type Width = 'default' | 'narrow';

/** Other attributes of the <section> (aria-label, data-*, event handlers) pass through. */
interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  surface?: Surface;
  /** The anchor name from the YAML (`id`), for links such as /about#areas. */
  id?: string;
  /** The id of the element that names the band; set automatically when `heading` is given. */
  labelledBy?: string;
  /** Shortcut: renders a SectionHeading first and labels the band with it. */
  heading?: string;
  intro?: string;
  align?: 'start' | 'center';
  /** narrow keeps prose at a readable line length (legal text, forms on their own). */
  width?: Width;
  /** The band alone, without its padding and centred container: for a block that lays out its own (the hero). */
  bare?: boolean;
  children?: ReactNode;
}

/**
 * Bands after the first are drawn only when they come near the screen: on a long page a phone then lays out the
 * first screen alone, not every band at once. The browser remembers each band's height once drawn; until then it
 * reserves a typical one, so the scrollbar barely moves. A full-page screenshot sets `data-paint-every-band` on
 * <html> (src/cli/shared/fullPageScreenshot.ts): off-screen bands would otherwise be pictured empty.
 */
export const drawnNearScreenStyles = (typicalHeight: number) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${typicalHeight}px`,
    // Paper has no screen to come near: a printout shows every band.
    '@media print': { contentVisibility: 'visible' },
    'html[data-paint-every-band] &': { contentVisibility: 'visible' },
  }) as const;

const belowTheFold = drawnNearScreenStyles(720);

export function sectionPadding(theme: Theme) {
  return {
    paddingBlock: 'clamp(56px, 8vw, 104px)',
    paddingInline: 20,
    [mq(theme).md]: { paddingInline: 32 },
  };
}

/**
 * An island (src/app/islands/) hydrates into its band's own <section>: React draws what is inside, and the
 * <section> element, which the server drew, is the island's root container. The block's outermost Section then
 * renders its content alone and keeps the element's attributes and event handlers up to date by hand.
 */
export const IslandBandContext = createContext<HTMLElement | null>(null);

export function Section({
  surface = 'plain',
  id,
  labelledBy,
  heading,
  intro,
  align = 'center',
  width = 'default',
  bare = false,
  className,
  children,
  ...attributes
}: SectionProps) {
  const headingId = useId();
  const labelId = labelledBy ?? (heading ? headingId : undefined);
  const opensPage = useOpensPage();
  const islandBand = useContext(IslandBandContext);
  useBandAttributes(islandBand, attributes);
  const content = bare ? (
    children
  ) : (
    <div css={(theme) => ({ maxWidth: width === 'narrow' ? 760 : theme.maxWidth, marginInline: 'auto' })}>
      {heading && (
        <SectionHeading id={headingId} intro={intro} align={align}>
          {heading}
        </SectionHeading>
      )}
      {children}
    </div>
  );
  if (islandBand) {
    return <IslandBandContext.Provider value={null}>{content}</IslandBandContext.Provider>;
  }
  return (
    <section
      {...attributes}
      id={id}
      aria-labelledby={labelId}
      data-surface={surface}
      className={className}
      css={(theme) => ({
        ...surfaceVariables(theme, surface),
        ...(bare ? {} : sectionPadding(theme)),
        ...(opensPage ? {} : belowTheFold),
      })}
    >
      {content}
    </section>
  );
}

/**
 * The attributes a block passes to its band that change while it runs (data-*, aria-*), and its event handlers,
 * applied to the island's <section> element, which React does not draw. Handlers receive the browser's event.
 */
function useBandAttributes(band: HTMLElement | null, attributes: Record<string, unknown>) {
  useEffect(() => {
    if (!band) return;
    const listeners: [string, EventListener][] = [];
    for (const [name, value] of Object.entries(attributes)) {
      if (/^on[A-Z]/.test(name) && typeof value === 'function') {
        listeners.push([name.slice(2).toLowerCase(), value as EventListener]);
      } else if (/^(data|aria)-/.test(name) && value !== undefined) {
        band.setAttribute(name, String(value));
      }
    }
    for (const [type, listener] of listeners) band.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) band.removeEventListener(type, listener);
    };
  });
}

interface SectionHeadingProps {
  id?: string;
  intro?: string;
  align?: 'start' | 'center';
  children: ReactNode;
}

/** The section's heading: the page's h1 when its block opens the page, an h2 otherwise. */
export function SectionHeading({ id, intro, align = 'center', children }: SectionHeadingProps) {
  const Heading = useSectionHeading();
  const centred = align === 'center';
  return (
    <header css={sectionHeaderStyles(centred)}>
      <Heading id={id} css={sectionHeadingStyles(centred)}>
        {children}
      </Heading>
      {intro && <p css={{ margin: '16px 0 0', fontSize: '1.125rem', color: 'var(--surface-muted)' }}>{intro}</p>}
    </header>
  );
}

const sectionHeaderStyles = (centred: boolean): CSSObject => ({
  marginBottom: 'clamp(32px, 4vw, 48px)',
  textAlign: centred ? 'center' : 'start',
  maxWidth: centred ? 720 : undefined,
  marginInline: centred ? 'auto' : undefined,
});

const sectionHeadingStyles = (centred: boolean): CSSObject => ({
  margin: 0,
  color: 'var(--surface-text)',
  // A short accent rule above the heading: the one decoration every section shares.
  '&::before': {
    content: '""',
    display: 'block',
    width: 48,
    height: 4,
    borderRadius: 2,
    marginBottom: 16,
    marginInline: centred ? 'auto' : 0,
    backgroundColor: 'var(--surface-accent)',
  },
});
