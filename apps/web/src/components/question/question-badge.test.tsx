// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionBadge } from './question-badge';

afterEach(cleanup);

describe('QuestionBadge', () => {
  it('is a span in Mantine’s default badge look (light, blue) unless told otherwise, with its own attributes', () => {
    render(
      <>
        <QuestionBadge data-testid="part">Część podstawowa</QuestionBadge>
        <QuestionBadge variant="outline" color="gray" data-testid="weight">
          3 punkty
        </QuestionBadge>
      </>,
    );
    const part = screen.getByTestId('part');
    expect([part.tagName, part.dataset.variant, part.dataset.color, part.textContent]).toEqual(['SPAN', 'light', 'blue', 'Część podstawowa']);
    const weight = screen.getByTestId('weight');
    expect([weight.dataset.variant, weight.dataset.color]).toEqual(['outline', 'gray']);
  });
});
