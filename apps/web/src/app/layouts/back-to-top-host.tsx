import { SCROLL_THRESHOLDS_PX } from '@osk/contract';
import { Suspense, useEffect, useState } from 'react';
import { lazyWidget } from '../lazy-screen';

/** The middle scroll threshold of spec §9 (300 px), as in BackToTop. */
const SHOW_AFTER_PX = SCROLL_THRESHOLDS_PX[1];

// The button (its affix, portal and transition) is fetched the first time the page is scrolled far
// enough to show it, not with the landing page. A failed fetch leaves the page without the button.
const BackToTop = lazyWidget(async () => (await import('../../components/back-to-top')).BackToTop);

/** Mounts the back-to-top button once the page has been scrolled past 300 px, then keeps it. */
export function BackToTopHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const check = () => {
      if (window.scrollY > SHOW_AFTER_PX) setNeeded(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}
