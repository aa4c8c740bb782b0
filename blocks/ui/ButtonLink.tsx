/**
 * Links drawn as buttons. One primary style (accent fill) and one secondary (outline, with a variant for dark
 * bands), the same height everywhere. Links inside the site go through wouter so they navigate without a reload.
 */
import type { ReactNode } from 'react';
import type { CSSObject, Theme } from '@emotion/react';
import { Link } from 'wouter';
import type { Site } from '../../src/content/model';
import { Icon, type IconName } from './Icon';
import { telHref } from './phone';
import { reducedMotion } from './media';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonLook {
  variant?: ButtonVariant;
  /** The button sits on navy (hero, dark bands): the outline turns white. */
  onDark?: boolean;
}

/** The button styles, shared with real <button>s such as the quote form's submit. */
export function buttonStyles(theme: Theme, { variant = 'primary', onDark = false }: ButtonLook = {}): CSSObject {
  const { colors } = theme;
  const base: CSSObject = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 10,
    minHeight: 48,
    padding: '10px 24px',
    borderRadius: theme.radius,
    border: '2px solid transparent',
    font: 'inherit',
    fontSize: '1rem',
    fontWeight: 650,
    lineHeight: 1.25,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease-out, color 150ms ease-out, border-color 150ms ease-out',
    '& svg': { flexShrink: 0, width: 20, height: 20 },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
    [reducedMotion]: { transition: 'none' },
  };
  if (variant === 'primary') {
    // White on the accent is 5.3:1, on its hover shade 7.2:1.
    return {
      ...base,
      backgroundColor: colors.accent,
      color: '#ffffff',
      '&:hover:not(:disabled)': { backgroundColor: colors.accentHover, color: '#ffffff' },
    };
  }
  const ink = onDark ? '#ffffff' : colors.navy;
  const paper = onDark ? colors.navy : '#ffffff';
  return {
    ...base,
    backgroundColor: onDark ? 'rgba(15, 28, 46, 0.35)' : 'transparent',
    color: ink,
    borderColor: ink,
    '&:hover:not(:disabled)': { backgroundColor: ink, color: paper },
  };
}

interface ButtonLinkProps extends ButtonLook {
  href: string;
  children: ReactNode;
  icon?: IconName;
  className?: string;
}

export function ButtonLink({ href, children, icon, variant, onDark, className }: ButtonLinkProps) {
  const content = (
    <>
      {icon && <Icon name={icon} />}
      <span>{children}</span>
    </>
  );
  return (
    <SmartLink href={href} className={className} css={(theme) => buttonStyles(theme, { variant, onDark })}>
      {content}
    </SmartLink>
  );
}

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** prev or next for the links between the pages of a listing. */
  rel?: string;
}

/** An <a>: through wouter for pages of this site (href starting with /), plain for anything else. */
export function SmartLink({ href, className, children, ...rest }: SmartLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}

interface CallButtonProps extends ButtonLook {
  site: Site;
  className?: string;
}

/** The call button's words from site.yaml with the number: one tap starts the call. */
export function CallButton({ site, variant = 'secondary', onDark, className }: CallButtonProps) {
  const { phone } = site.company;
  return (
    <a
      href={telHref(phone)}
      className={className}
      css={(theme) => [buttonStyles(theme, { variant, onDark }), { flexWrap: 'wrap', columnGap: 8, rowGap: 0 }]}
    >
      <Icon name="phone" />
      <span>{site.callButton.label}</span>{' '}
      <span css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 750 }}>{phone}</span>
    </a>
  );
}
