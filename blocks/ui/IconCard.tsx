/**
 * A card led by an icon in a tinted circle, with a title and a sentence: a benefit (features) or a promise
 * (commitment). A list item, for a `<ul>` laid out with `cardGrid`; it lifts on hover like every card.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { IconBadge } from './badges';
import { cardLift, cardStyles } from './card';
import { fontSize } from './GlobalStyles';
import type { IconName } from './Icon';
import { useItemHeading } from './pageContext';

interface IconCardProps {
  icon: IconName;
  title: string;
  text: string;
}

export function IconCard({ icon, title, text }: IconCardProps) {
  const Heading = useItemHeading();
  return (
    <li css={(theme) => [cardStyles(theme), cardLift, { padding: 'clamp(24px, 3vw, 32px)', gap: 16 }]}>
      <IconBadge name={icon} />
      <Heading css={{ fontSize: fontSize.h4, margin: 0 }}>{title}</Heading>
      <p css={textStyles}>{text}</p>
    </li>
  );
}

const textStyles = (theme: Theme): CSSObject => ({ margin: 0, color: theme.colors.textMuted });
