// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valueStore } from './value-store';

describe('valueStore', () => {
  it('gives its value outside React and redraws the components that read it when it changes', () => {
    const store = valueStore({ count: 0 });
    let draws = 0;
    function Show() {
      draws += 1;
      return <span data-testid="v">{store.useValue().count}</span>;
    }
    render(<Show />);
    expect(screen.getByTestId('v').textContent).toBe('0');
    act(() => store.set({ count: 2 }));
    expect(store.get()).toEqual({ count: 2 });
    expect(screen.getByTestId('v').textContent).toBe('2');
    const before = draws;
    const same = store.get();
    act(() => store.set(same));
    expect(draws).toBe(before);
  });
});
