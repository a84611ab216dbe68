import type { ReactNode, SVGProps } from 'react';

/**
 * The few line icons the app needs, drawn inline so no icon library ships with the landing page.
 * They are decorative: the text next to them carries the meaning.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A line icon drawn from its circles (centre x, centre y, radius) and then its paths. */
function lineIcon(paths: readonly string[], circles: ReadonlyArray<readonly [number, number, number]> = []) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon {...props}>
        {circles.map(([cx, cy, r]) => (
          <circle key={`${cx} ${cy} ${r}`} cx={cx} cy={cy} r={r} />
        ))}
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    );
  };
}

const RING = [12, 12, 9] as const;

export const ArrowUpIcon = lineIcon(['M12 19V5M5 12l7-7 7 7']);
export const InfoIcon = lineIcon(['M12 8h.01M11 12h1v4h1'], [RING]);
export const AlertIcon = lineIcon(['M12 8v4M12 16h.01'], [RING]);
export const CheckIcon = lineIcon(['M5 12l5 5L20 7']);
export const LanguageIcon = lineIcon(['M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'], [RING]);
export const LogoutIcon = lineIcon(['M14 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2v-2M9 12h12l-3-3M18 15l3-3']);
export const SteeringWheelIcon = lineIcon(['M3.5 12H10M14 12h6.5M12 14v7'], [RING, [12, 12, 2]]);
export const PrinterIcon = lineIcon(['M6 9V3h12v6', 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2', 'M6 14h12v7H6z']);

export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Icon>
  );
}
