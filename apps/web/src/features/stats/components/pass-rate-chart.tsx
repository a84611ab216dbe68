import { useTranslation } from 'react-i18next';
import type { CategoryStats } from '../lib/exam-stats';

const SIZE = 160;
const STROKE = 18;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The share of passed exams of a category as a ring with the percentage in its middle. */
export function PassRateChart({ stats }: { stats: CategoryStats }) {
  const { t } = useTranslation();
  const { passed, total, passRate } = stats;
  const filled = total === 0 ? 0 : (passed / total) * CIRCUMFERENCE;
  const label = t('stats.passRate.label', { rate: passRate, passed, total });
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      data-testid="stats-pass-rate"
      data-rate={passRate}
      style={{ display: 'block', maxWidth: '100%' }}
    >
      <title>{label}</title>
      <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="var(--mantine-color-red-2)" strokeWidth={STROKE} />
      {filled > 0 && (
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-color-teal-6)"
          strokeWidth={STROKE}
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
          // The ring starts at twelve o'clock and fills clockwise.
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          strokeLinecap={passed === total ? 'butt' : 'round'}
        />
      )}
      <text x={SIZE / 2} y={SIZE / 2} textAnchor="middle" dominantBaseline="central" fontSize={30} fontWeight={700} fill="var(--mantine-color-text)">
        {passRate}%
      </text>
    </svg>
  );
}
