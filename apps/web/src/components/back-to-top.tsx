import { SCROLL_THRESHOLDS_PX } from '@osk/contract';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from './icons';

/** The middle scroll threshold of spec §9 (300 px). */
const SHOW_AFTER_PX = SCROLL_THRESHOLDS_PX[1];

/** A button that scrolls back to the top, shown once the page is scrolled past 300 px. */
export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={140}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={t('common.backToTop')}
            title={t('common.backToTop')}
            data-testid="back-to-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
