/** The import report as readable text (what the CLI prints). Pure. */
import type { ImportReport } from './import-plan.rules.js';

const LIST_LIMIT = 50;

function numbers(list: readonly number[]): string {
  const shown = list.slice(0, LIST_LIMIT).join(', ');
  return list.length > LIST_LIMIT ? `${shown} ... (${list.length - LIST_LIMIT} more)` : shown;
}

/** Formats a report for a terminal: counts first, then the lists that need a person's attention. */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  lines.push(`Question bank import: ${report.fileName} (sheet "${report.sheet}", header on row ${report.headerRow}, ${report.layout.toLowerCase()} layout)`);
  lines.push(`  languages: ${report.languages.join(', ')}; ${report.full ? 'full import' : 'partial import (nothing deactivated)'}; ${report.durationMs} ms`);
  lines.push(`  rows read:  ${report.rowsRead}`);
  lines.push(`  added:      ${report.added}`);
  lines.push(`  changed:    ${report.changed}${report.reactivatedNumbers.length > 0 ? ` (reactivated: ${numbers(report.reactivatedNumbers)})` : ''}`);
  lines.push(`  unchanged:  ${report.unchanged}`);
  lines.push(`  removed:    ${report.removed}${report.removed > 0 ? ` (deactivated: ${numbers(report.removedNumbers)})` : ''}`);
  lines.push(`  rejected:   ${report.rejected.length}`);
  lines.push(`  type fixes: ${report.typeFixes.count}${report.typeFixes.count > 0 ? ` (scope column disagreed with the answer key: ${numbers(report.typeFixes.externalIds)})` : ''}`);
  if (report.answerKeyChanges.length > 0) {
    lines.push(`Answer keys changed since the last import (${report.answerKeyChanges.length}):`);
    for (const c of report.answerKeyChanges.slice(0, LIST_LIMIT)) lines.push(`  ${c.externalId}: ${c.from} -> ${c.to}`);
    if (report.answerKeyChanges.length > LIST_LIMIT) lines.push(`  ... ${report.answerKeyChanges.length - LIST_LIMIT} more`);
  }
  if (report.rejected.length > 0) {
    lines.push(`Rejected rows (${report.rejected.length}):`);
    for (const r of report.rejected.slice(0, LIST_LIMIT)) lines.push(`  row ${r.row}${r.externalId !== null ? ` (question ${r.externalId})` : ''}: ${r.reason}`);
    if (report.rejected.length > LIST_LIMIT) lines.push(`  ... ${report.rejected.length - LIST_LIMIT} more (all are in the stored report)`);
  }
  if (!report.media.checked) lines.push('Media: not checked (no --media directory given)');
  else {
    lines.push(`Media: ${report.media.missing.length} missing${report.media.converted.length > 0 ? `, ${report.media.converted.length} converted to MP4/WebM` : ''}`);
    for (const m of report.media.missing.slice(0, LIST_LIMIT)) lines.push(`  question ${m.externalId}: ${m.media} (${m.reason})`);
    if (report.media.missing.length > LIST_LIMIT) lines.push(`  ... ${report.media.missing.length - LIST_LIMIT} more`);
  }
  if (report.incompleteTranslations.length > 0) {
    lines.push(`Incomplete translations not stored (${report.incompleteTranslations.length}):`);
    for (const t of report.incompleteTranslations.slice(0, LIST_LIMIT)) lines.push(`  question ${t.externalId}: ${t.languages.join(', ')}`);
  }
  if (report.ignoredColumns.length > 0) lines.push(`Columns not read: ${report.ignoredColumns.join(', ')}`);
  for (const w of report.warnings) lines.push(`Warning: ${w}`);
  return `${lines.join('\n')}\n`;
}
