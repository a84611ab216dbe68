import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { axisTicks, type CategoryStats } from '../lib/exam-stats';

/** Width drawn before the container is measured (and in tests, where nothing has a size). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const PAD = { top: 16, right: 20, bottom: 48, left: 44 };
/** Room per date written under the x axis, so the dates never overlap. */
const X_LABEL_ROOM = 64;

const PASSED = 'var(--mantine-color-teal-6)';
const FAILED = 'var(--mantine-color-red-6)';
const LINE = 'var(--mantine-color-blue-6)';
const PASS_LINE = 'var(--mantine-color-orange-6)';
const GRID = 'var(--mantine-color-gray-3)';
const TEXT = 'var(--mantine-color-dimmed)';

/** Indexes of the exams whose date is written under the axis: evenly spread, the first and the last always. */
function labelledIndexes(count: number, most: number): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, i) => i));
  const out = new Set<number>();
  for (let k = 0; k < most; k += 1) out.add(Math.round((k * (count - 1)) / (most - 1)));
  return out;
}

/**
 * Points of each exam of a category, oldest to newest, against the pass mark (a small SVG: the
 * statistics page needs one line chart, not a chart library). The exams are spaced evenly, dated
 * under the axis; each point names its exam for pointer and screen-reader users.
 */
export function PointsChart({ stats, height = 260 }: { stats: CategoryStats; height?: number }) {
  const { t } = useTranslation();
  const id = useId();
  // Drawn in the container's own pixels, so the labels keep their size on a phone.
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const chartWidth = measured > 0 ? Math.max(MIN_WIDTH, Math.round(measured)) : DEFAULT_WIDTH;
  const chartHeight = height;
  const plotW = chartWidth - PAD.left - PAD.right;
  const plotH = chartHeight - PAD.top - PAD.bottom;
  const { exams, maxPoints, passMark } = stats;
  const count = exams.length;
  const x = (i: number) => PAD.left + (count === 1 ? plotW / 2 : (i * plotW) / (count - 1));
  const y = (points: number) => PAD.top + plotH - (Math.max(0, Math.min(points, maxPoints)) / maxPoints) * plotH;
  const last = exams[count - 1];
  const best = Math.max(...exams.map((e) => e.points));
  const labelled = labelledIndexes(count, Math.max(2, Math.floor(plotW / X_LABEL_ROOM)));
  const radius = plotW / Math.max(1, count) < 10 ? 3 : 5;

  return (
    <div ref={ref}>
      <svg
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        width="100%"
        height={chartHeight}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="stats-points-chart"
        style={{ display: 'block' }}
      >
        <title id={`${id}-title`}>{t('stats.points.title')}</title>
        <desc id={`${id}-desc`}>
          {t('stats.points.desc', { count, last: last?.points ?? 0, max: last?.pointsAll ?? maxPoints, best, passMark })}
        </desc>
        {axisTicks(maxPoints).map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={chartWidth - PAD.right} y1={y(tick)} y2={y(tick)} stroke={GRID} strokeWidth={1} />
            <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={TEXT}>
              {tick}
            </text>
          </g>
        ))}
        <text transform={`translate(14 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill={TEXT}>
          {t('stats.points.axisY')}
        </text>
        <text x={PAD.left + plotW / 2} y={chartHeight - 6} textAnchor="middle" fontSize={12} fill={TEXT}>
          {t('stats.points.axisX')}
        </text>

        <line
          x1={PAD.left}
          x2={chartWidth - PAD.right}
          y1={y(passMark)}
          y2={y(passMark)}
          stroke={PASS_LINE}
          strokeWidth={2}
          strokeDasharray="6 4"
          data-testid="stats-pass-line"
          data-points={passMark}
        />

        {count > 1 && (
          <polyline
            points={exams.map((e, i) => `${x(i)},${y(e.points)}`).join(' ')}
            fill="none"
            stroke={LINE}
            strokeWidth={2}
            strokeLinejoin="round"
          />
        )}
        {exams.map((exam, i) => (
          <circle
            key={exam.id}
            cx={x(i)}
            cy={y(exam.points)}
            r={radius}
            fill={exam.passed ? PASSED : FAILED}
            stroke="var(--mantine-color-body)"
            strokeWidth={1.5}
            data-testid="stats-point"
            data-exam-id={exam.id}
            data-points={exam.points}
          >
            <title>
              {t('stats.points.point', {
                date: formatDateTime(exam.startDate),
                points: exam.points,
                max: exam.pointsAll,
                result: exam.passed ? t('stats.passed') : t('stats.failed'),
              })}
            </title>
          </circle>
        ))}
        {exams.map((exam, i) =>
          labelled.has(i) ? (
            <text key={exam.id} x={x(i)} y={PAD.top + plotH + 18} textAnchor="middle" fontSize={11} fill={TEXT}>
              {formatDate(exam.startDate).slice(0, 5)}
            </text>
          ) : null,
        )}
      </svg>
      {/* The legend sits under the plot: inside it, the pass mark's label would cover the best results. */}
      <Group gap="md" justify="center" mt={4} data-testid="stats-points-legend">
        <Group gap={6} wrap="nowrap">
          <svg width={22} height={8} aria-hidden="true">
            <line x1={0} x2={22} y1={4} y2={4} stroke={PASS_LINE} strokeWidth={2} strokeDasharray="6 4" />
          </svg>
          <Text size="xs" c="dimmed">
            {t('stats.points.passLine', { points: passMark })}
          </Text>
        </Group>
        <LegendDot color={PASSED} label={t('stats.passed')} />
        <LegendDot color={FAILED} label={t('stats.failed')} />
      </Group>
    </div>
  );
}

function LegendDot({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <svg width={10} height={10} aria-hidden="true">
        <circle cx={5} cy={5} r={5} fill={color} />
      </svg>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
