import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlertIcon, PrinterIcon, StarIcon, SteeringWheelIcon } from './icons';

describe('the line icons', () => {
  it('draw their circles, then their paths, in a decorative 24-unit svg of the asked size', () => {
    expect(renderToStaticMarkup(<AlertIcon />)).toBe(
      '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"></circle><path d="M12 8v4M12 16h.01"></path></svg>',
    );
    const wheel = renderToStaticMarkup(<SteeringWheelIcon size={16} className="x" />);
    expect(wheel).toContain('width="16" height="16"');
    expect(wheel).toContain('class="x"');
    expect(wheel.match(/<circle /g)).toHaveLength(2);
    expect(renderToStaticMarkup(<PrinterIcon />).match(/<path /g)).toHaveLength(3);
  });

  it('fills the star only when asked', () => {
    expect(renderToStaticMarkup(<StarIcon />)).toContain('fill="none"');
    expect(renderToStaticMarkup(<StarIcon filled />)).toContain('fill="currentColor"');
  });
});
