import { useCallback, useEffect, useRef, useState } from 'react';

/** Marks a control outside links that leaves the page (the header's logout): it asks first too. */
export const LEAVES_PAGE_ATTRIBUTE = 'data-leaves-page';

function leavingControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const found = target.closest(`a[href], [${LEAVES_PAGE_ATTRIBUTE}]`);
  return found instanceof HTMLElement ? found : null;
}

function opensElsewhere(element: HTMLElement, event: MouseEvent): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return true;
  if (!(element instanceof HTMLAnchorElement)) return false;
  return (element.target !== '' && element.target !== '_self') || element.hasAttribute('download');
}

/**
 * Keeps a learner from leaving a running exam by accident (issue 18). While `active`:
 * - a click on any link of the site outside `inside` (header, menu, logo, footer, a banner's link)
 *   or on a control marked with `data-leaves-page` is held and `pending` is set, so the screen asks;
 *   `confirm` lets that same click through again, `cancel` stays;
 * - closing or reloading the tab gets the browser's own "leave the page?" prompt.
 * The click is caught in the capture phase on the document, before the router's link sees it.
 * `confirm` clicks the same element again, which this time goes through.
 */
export function useLeaveGuard(active: boolean, inside: React.RefObject<HTMLElement | null>) {
  const [pending, setPending] = useState<HTMLElement | null>(null);
  const letThrough = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const element = leavingControl(event.target);
      if (!element || opensElsewhere(element, event)) return;
      if (letThrough.current === element) {
        letThrough.current = null;
        return;
      }
      if (inside.current?.contains(element)) return;
      event.preventDefault();
      // A link's own handlers still run (the burger menu closes) and the router's link does not
      // navigate a click whose default is prevented; any other control is stopped here.
      if (!(element instanceof HTMLAnchorElement)) event.stopPropagation();
      setPending(element);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, inside]);

  const confirm = useCallback(() => {
    const element = pending;
    setPending(null);
    if (!element) return;
    letThrough.current = element;
    element.click();
  }, [pending]);
  const cancel = useCallback(() => setPending(null), []);

  return { asking: pending !== null, confirm, cancel };
}
