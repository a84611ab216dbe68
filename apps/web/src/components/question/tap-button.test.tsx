// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { TapButton, TapLink } from './tap-button';

afterEach(cleanup);

describe('TapButton', () => {
  it('is a plain button of Mantine’s default look (filled, blue, sm) that is pressed by a click', () => {
    const onClick = vi.fn();
    render(<TapButton onClick={onClick}>Dalej</TapButton>);
    const button = screen.getByRole('button', { name: 'Dalej' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect([button.dataset.variant, button.dataset.color, button.dataset.size]).toEqual(['filled', 'blue', 'sm']);
    expect(button.hasAttribute('data-loading')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, keeps its label (and so its width and name) and cannot be pressed', () => {
    const onClick = vi.fn();
    render(
      <TapButton loading onClick={onClick} data-testid="next">
        Dalej
      </TapButton>,
    );
    const button = screen.getByTestId('next') as HTMLButtonElement;
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Dalej');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the variant, colour, size, width and the button’s own attributes on', () => {
    render(
      <TapButton variant="default" color="teal" size="md" fullWidth disabled aria-pressed className="extra" data-testid="b">
        Zakończ
      </TapButton>,
    );
    const button = screen.getByTestId('b') as HTMLButtonElement;
    expect([button.dataset.variant, button.dataset.color, button.dataset.size]).toEqual(['default', 'teal', 'md']);
    expect(button.hasAttribute('data-full-width')).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.className).toContain('extra');
  });
});

describe('TapLink', () => {
  it('is a link of the app in a TapButton’s look, with its variant, colour and attributes', () => {
    render(
      <MemoryRouter>
        <TapLink to="/exam/exam/learn3" variant="light" color="orange" data-testid="review">
          Powtórka (2)
        </TapLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Powtórka (2)' });
    expect(link.getAttribute('href')).toBe('/exam/exam/learn3');
    expect([link.dataset.variant, link.dataset.color, link.dataset.size]).toEqual(['light', 'orange', 'sm']);
    expect(link.dataset.testid).toBe('review');
  });
});
