/**
 * After an invalid submit: brings the form's "Popraw błędne pola!" alert into view and puts the
 * keyboard focus on the first invalid field (without scrolling it away from the alert). Runs after
 * React has rendered the errors.
 */
export function revealFormErrors(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!form) return;
    form.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  });
}
