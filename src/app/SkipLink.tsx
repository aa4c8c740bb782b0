/**
 * The first stop for keyboard users: a link past the header to the page's content (#main). Off screen until it has
 * focus, then shown above the sticky header.
 */
import type { MouseEvent } from 'react';
import type { CSSObject, Theme } from '@emotion/react';

const MAIN_ID = 'main';

/**
 * Focus moves into the content itself, so the next Tab continues from there; done by hand so that it also works
 * when the target cannot take focus on its own, and so the address bar does not gain a #main.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} onClick={skipToMain} css={skipLinkStyles}>
      Skip to main content
    </a>
  );
}

const skipLinkStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: 1000,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: '10px 20px',
  borderRadius: theme.radius,
  backgroundColor: theme.colors.surface,
  // Navy on white is 17:1; the blue ring is the light-surface one.
  color: theme.colors.navy,
  fontWeight: 650,
  textDecoration: 'underline',
  boxShadow: '0 4px 16px rgba(15, 28, 46, 0.35)',
  '--focus-ring': theme.colors.focus,
  transform: 'translateY(calc(-100% - 16px))',
  '&:hover': { color: theme.colors.navy },
  '&:focus': { transform: 'none' },
});
