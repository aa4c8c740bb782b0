/**
 * A band that asks the visitor to act: heading, a sentence, the call button (phone number from site.yaml) and a
 * button of its own. Made for `surface: dark`, where the outlined button turns white.
 */
import type { CSSObject, Theme } from '@emotion/react';
import type { BlockProps } from '../src/content/model';
import { ButtonLink, CallButton } from './ui/ButtonLink';
import { mq } from './ui/media';
import { Section } from './ui/Section';

export function CallToAction({ block, site }: BlockProps<'callToAction'>) {
  const { callButton = true, button } = block;
  const onDark = block.surface === 'dark';

  return (
    <Section id={block.id} surface={block.surface} heading={block.heading} intro={block.text} width="narrow">
      {(callButton || button) && (
        <div css={buttonRowStyles}>
          {callButton && <CallButton site={site} variant="secondary" onDark={onDark} />}
          {button && (
            <ButtonLink href={button.href} variant={button.variant ?? 'primary'} onDark={onDark}>
              {button.label}
            </ButtonLink>
          )}
        </div>
      )}
    </Section>
  );
}

const buttonRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 16,
  // Side by side once there is room; full-width, easy targets on phones.
  [mq(theme).sm]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' },
});
