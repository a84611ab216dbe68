import type { ApiError, School, StudentSearchCriteria } from '@osk/contract';
import { Alert, Box, Button, Checkbox, CloseButton, Group, Modal, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LIST_CARDS_QUERY } from '../../../components/responsive-list';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { assignDaysBulk, assignStudentsToGroup, fetchFilteredIds, useActiveGroups, useRefreshStudents } from '../api/school-students.api';

/** The most learners one bulk action takes (the contract's limit). */
export const BULK_MAX = 200;
/** The most days one bulk action gives or takes back per learner. */
const MAX_DAYS = 1000;

/** The learners ticked on the list (issue 22), kept across pages and filters until an action is done or cleared. */
export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  setMany: (ids: readonly number[], on: boolean) => void;
  replace: (ids: readonly number[]) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const setMany = (list: readonly number[], on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      for (const id of list) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    ids,
    toggle: (id, on) => setMany([id], on),
    setMany,
    replace: (list) => setIds(new Set(list)),
    clear: () => setIds(new Set()),
  };
}

/** Above the list: tick the page's learners, or every learner matching the filters (all pages). */
export function SelectionToolbar({ schoolId, criteria, pageIds, total, selection, onFailure }: { schoolId: number; criteria: StudentSearchCriteria; pageIds: readonly number[]; total: number | undefined; selection: Selection; onFailure: (message: ReactNode) => void }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const somePage = pageIds.some((id) => selection.ids.has(id));
  const selectAll = async () => {
    if (total !== undefined && total > BULK_MAX) {
      onFailure(t('schoolStudents.bulk.tooMany', { max: BULK_MAX }));
      return;
    }
    setLoading(true);
    const answer = await fetchFilteredIds(schoolId, criteria);
    setLoading(false);
    if (!answer.ok) {
      onFailure(<FailureAlertText failure={answer.error} />);
      return;
    }
    if (answer.data.ids.length > BULK_MAX) {
      onFailure(t('schoolStudents.bulk.tooMany', { max: BULK_MAX }));
      return;
    }
    selection.replace(answer.data.ids);
  };
  const allSelected = total !== undefined && total > 0 && selection.ids.size >= total;
  return (
    <Group gap="md" wrap="wrap" data-testid="students-selection">
      <Checkbox
        label={t('schoolStudents.bulk.selectPage')}
        checked={pageSelected}
        indeterminate={!pageSelected && somePage}
        disabled={pageIds.length === 0}
        onChange={(e) => selection.setMany(pageIds, e.currentTarget.checked)}
        data-testid="students-select-page"
        styles={{ body: { alignItems: 'center' }, input: { cursor: 'pointer' } }}
      />
      {total !== undefined && total > pageIds.length && !allSelected && (
        <Button variant="subtle" size="compact-md" loading={loading} onClick={() => void selectAll()} data-testid="students-select-all">
          {t('schoolStudents.bulk.selectAll', { count: total })}
        </Button>
      )}
    </Group>
  );
}

function FailureAlertText({ failure }: { failure: ApiError }) {
  const { t } = useTranslation();
  return <>{apiErrorMessage(t, failure)}</>;
}

type Dialog = 'days' | 'group' | null;

/**
 * The bar of the bulk actions (issue 22): sticky at the bottom of the screen while learners are
 * ticked, with the count, "learning days" (give or take back) and "add to a group". Each action asks
 * for a confirmation naming the count, then reports its result above the list and reloads it.
 */
export function BulkBar({ school, selection, result, onResult }: { school: School; selection: Selection; result: BulkOutcome | null; onResult: (result: BulkOutcome | null) => void }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // On a phone the page's back-to-top button sits at the bottom right: the bar leaves it room.
  const phone = useMediaQuery(LIST_CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const count = selection.ids.size;
  if (count === 0 && dialog === null && !result) return null;
  return (
    <Box style={{ position: 'sticky', bottom: 'calc(8px + env(safe-area-inset-bottom, 0px))', zIndex: 20, marginRight: phone ? 60 : 0 }}>
      <BulkResult result={result} onClose={() => onResult(null)} />
      {count > 0 && (
        <Paper role="region" aria-label={t('schoolStudents.bulk.bar')} withBorder shadow="md" radius="md" p="sm" data-testid="students-bulk-bar">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} data-testid="students-bulk-count" aria-live="polite">
                {t('schoolStudents.bulk.selected', { count })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={selection.clear} data-testid="students-bulk-clear">
                {t('schoolStudents.bulk.clear')}
              </Button>
            </Group>
            <Group gap="xs" wrap="nowrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
              <Button size="sm" onClick={() => setDialog('days')} data-testid="students-bulk-days" style={{ flex: '1 1 auto', maxWidth: 220 }}>
                {t('schoolStudents.bulk.days')}
              </Button>
              <Button size="sm" variant="light" onClick={() => setDialog('group')} data-testid="students-bulk-group" style={{ flex: '1 1 auto', maxWidth: 220 }}>
                {t('schoolStudents.bulk.group')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {dialog === 'days' && <DaysDialog school={school} selection={selection} onClose={() => setDialog(null)} onResult={onResult} />}
      {dialog === 'group' && <GroupDialog selection={selection} onClose={() => setDialog(null)} onResult={onResult} />}
    </Box>
  );
}

interface DialogProps {
  selection: Selection;
  onClose: () => void;
  onResult: (result: BulkOutcome) => void;
}

function DaysDialog({ school, ...dialog }: DialogProps & { school: School }) {
  const { t } = useTranslation();
  const { selection } = dialog;
  const bulk = useBulkRun(dialog);
  const [mode, setMode] = useState<'give' | 'take'>('give');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const days = /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;
  const count = selection.ids.size;
  const confirm = async () => {
    setTouched(true);
    if (!valid) return;
    await bulk.run(
      () => assignDaysBulk([...selection.ids], mode === 'give' ? days : -days),
      () => t(mode === 'give' ? 'schoolStudents.bulk.given' : 'schoolStudents.bulk.taken', { days, count }),
    );
  };
  return (
    <BulkDialog title={t('schoolStudents.bulk.daysTitle')} testId="bulk-days-dialog" bulk={bulk} onClose={dialog.onClose} onConfirm={() => void confirm()}>
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setMode(value === 'take' ? 'take' : 'give')}
        data={[
          { value: 'give', label: t('schoolStudents.bulk.give') },
          { value: 'take', label: t('schoolStudents.bulk.take') },
        ]}
        data-testid="bulk-days-mode"
      />
      <TextInput
        label={t('schoolStudents.bulk.daysLabel')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={touched && !valid ? <span data-testid="bulk-days-input-error">{t('schoolStudents.bulk.daysInvalid')}</span> : undefined}
        data-testid="bulk-days-input"
        data-autofocus
      />
      {valid && (
        <Text size="sm" data-testid="bulk-confirm-text">
          {mode === 'give'
            ? t('schoolStudents.bulk.giveConfirm', { count, days, total: days * count, stock: school.numberOfDaysOfLearn })
            : t('schoolStudents.bulk.takeConfirm', { count, days, total: days * count })}
        </Text>
      )}
    </BulkDialog>
  );
}

function GroupDialog(dialog: DialogProps) {
  const { t } = useTranslation();
  const { selection } = dialog;
  const bulk = useBulkRun(dialog);
  const groups = useActiveGroups(true);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = groups.data?.content ?? [];
  const group = list.find((g) => g.id === chosen) ?? list[0];
  const count = selection.ids.size;
  const confirm = async () => {
    if (!group) return;
    await bulk.run(
      () => assignStudentsToGroup([...selection.ids], group.id),
      (data) => t('schoolStudents.bulk.grouped', { group: data.groupName, added: data.added, alreadyIn: data.alreadyIn, members: data.members }),
    );
  };
  return (
    <BulkDialog title={t('schoolStudents.bulk.groupTitle')} testId="bulk-group-dialog" bulk={bulk} confirmDisabled={!group} onClose={dialog.onClose} onConfirm={() => void confirm()}>
      {groups.isSuccess && list.length === 0 && (
        <Alert color="yellow" data-testid="bulk-no-groups">
          {t('schoolStudents.bulk.noGroups')}
        </Alert>
      )}
      {list.length > 0 && (
        <>
          <NativeSelect
            label={t('schoolStudents.bulk.groupLabel')}
            value={String(group?.id ?? '')}
            onChange={(e) => setChosen(Number(e.currentTarget.value))}
            data={list.map((g) => ({ value: String(g.id), label: g.name }))}
            data-testid="bulk-group-select"
          />
          {group && (
            <Text size="sm" data-testid="bulk-confirm-text">
              {t('schoolStudents.bulk.groupConfirm', { count, group: group.name })}
            </Text>
          )}
        </>
      )}
    </BulkDialog>
  );
}

/**
 * The run of a bulk action: busy while its call runs and its failure kept for the dialog; once done,
 * the selection is cleared, the outcome reported, the dialog closed and the list read again.
 */
function useBulkRun({ selection, onClose, onResult }: DialogProps) {
  const refresh = useRefreshStudents();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const run = async <T,>(call: () => Promise<ApiResult<T>>, message: (data: T) => ReactNode) => {
    setBusy(true);
    setFailure(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    selection.clear();
    onResult({ ok: true, message: message(answer.data) });
    onClose();
    await refresh();
  };
  return { busy, failure, run };
}

/** A bulk action's dialog: its failure on top, the action's fields, then cancel and confirm. */
function BulkDialog({ title, testId, bulk, confirmDisabled, onClose, onConfirm, children }: { title: string; testId: string; bulk: { busy: boolean; failure: ApiError | null }; confirmDisabled?: boolean; onClose: () => void; onConfirm: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }} size="md">
      <Stack gap="sm" data-testid={testId}>
        <FailureAlert failure={bulk.failure} testId="students-bulk-error" />
        {children}
        <DialogButtons busy={bulk.busy} disabled={confirmDisabled} onCancel={onClose} onConfirm={onConfirm} />
      </Stack>
    </Modal>
  );
}

function DialogButtons({ busy, disabled = false, onCancel, onConfirm }: { busy: boolean; disabled?: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {t('schoolStudents.bulk.cancel')}
      </Button>
      <Button onClick={onConfirm} loading={busy} disabled={disabled} data-testid="bulk-confirm">
        {t('schoolStudents.bulk.confirm')}
      </Button>
    </Group>
  );
}

/** What the last bulk action (or a refused "select all") came to. */
export interface BulkOutcome {
  ok: boolean;
  message: ReactNode;
}

/** The last bulk action's result (or a refused selection) where the bar was, until closed or learners are ticked again. */
function BulkResult({ result, onClose }: { result: BulkOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Alert
      variant="filled"
      color={result.ok ? 'green.8' : 'red.8'}
      role={result.ok ? 'status' : 'alert'}
      data-testid={result.ok ? 'students-bulk-result' : 'students-bulk-error'}
      withCloseButton={false}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text size="sm">{result.message}</Text>
        <CloseButton size="md" variant="transparent" c="white" aria-label={t('schoolStudents.bulk.dismiss')} onClick={onClose} data-testid="students-bulk-dismiss" />
      </Group>
    </Alert>
  );
}
