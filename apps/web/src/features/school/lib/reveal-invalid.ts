/**
 * After an invalid submit: brings the form's "Popraw błędne pola!" banner into view and focuses the
 * first invalid field without scrolling it away from the banner. Runs after React drew the errors.
 */
export function revealInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!form) return;
    form.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  });
}
