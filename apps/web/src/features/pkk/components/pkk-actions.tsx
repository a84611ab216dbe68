import { formatPkkNumber, PKK_ACTIONS, PKK_RETURN_DESCRIPTION_MAX, PkkReturnReason, type ApiError, type PkkAction, type PkkStatus } from '@osk/contract';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApiResult } from '../../../lib/api/api-client';
import { complementaryPkk, queryPkk, removePkk, returnPkk, returnToAuthority, useAllSigners, useRefreshPkk } from '../api/pkk.api';
import { PKK_PATHS, searchQuery, validateReturn, type ReturnValues } from '../lib/pkk';
import { ServerAlert } from './frame';

/** What an action needs to know about a registry row or a shown profile. */
export interface PkkTarget {
  id: number;
  number: string;
  pesel: string | null;
  /** Known on the profile screen; a list row has none (a row without PESEL then goes to the search). */
  birthDate: string | null;
  status: PkkStatus;
  name: string;
}

type Performed = Exclude<PkkAction, 'VIEW' | 'UPDATE'>;
type Confirmable = Extract<PkkAction, 'RETURN' | 'DELETE' | 'REMOVE_COMPLEMENTARY'>;
const CONFIRMED: readonly PkkAction[] = ['RETURN', 'DELETE', 'REMOVE_COMPLEMENTARY'];

/**
 * The buttons of the actions a profile's status allows (PKK_ACTIONS, school document §4), with their
 * confirmation and return dialogs. A success reloads the PKK data and shows a notification; a failure
 * goes to `onError` (the screen shows the server's message in a red alert).
 */
export function PkkActions({ target, hide = [], onDone, onError, size = 'compact-sm' }: {
  target: PkkTarget;
  hide?: readonly PkkAction[];
  onDone?: (action: PkkAction) => void;
  onError: (error: ApiError | null) => void;
  size?: 'compact-sm' | 'sm';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshPkk();
  const [busy, setBusy] = useState<PkkAction | null>(null);
  const [confirm, setConfirm] = useState<Confirmable | null>(null);
  const [returning, setReturning] = useState(false);
  const actions = PKK_ACTIONS[target.status].filter((a) => !hide.includes(a));

  const finish = async (action: Performed, answer: ApiResult<unknown>) => {
    if (!answer.ok) {
      onError(answer.error);
      return false;
    }
    notifications.show({ color: 'green', message: t(`pkk.done.${action}`) });
    await refresh();
    onDone?.(action);
    return true;
  };

  const run = async (action: PkkAction) => {
    onError(null);
    setBusy(action);
    try {
      switch (action) {
        case 'REFRESH':
        case 'DOWNLOAD':
          await finish(action, await queryPkk(searchQuery({ number: target.number, pesel: target.pesel, birthDate: target.birthDate })));
          break;
        case 'COMPLEMENTARY':
          await finish(action, await complementaryPkk(target.number, target.pesel));
          break;
        case 'RETURN':
          if (await finish(action, await returnPkk(target.id))) setConfirm(null);
          break;
        case 'DELETE':
        case 'REMOVE_COMPLEMENTARY':
          if (await finish(action, await removePkk(target.id))) setConfirm(null);
          break;
        default:
          break;
      }
    } finally {
      setBusy(null);
    }
  };

  const click = (action: PkkAction) => {
    if (CONFIRMED.includes(action)) setConfirm(action as Confirmable);
    else if (action === 'RETURN_TO_AUTHORITY') setReturning(true);
    else if ((action === 'REFRESH' || action === 'DOWNLOAD') && !target.pesel && !target.birthDate) {
      // No PESEL and no birth date known here: the search asks for the birth date.
      notifications.show({ color: 'blue', message: t('pkk.birthDateNeeded') });
      void navigate(`${PKK_PATHS.search}?${new URLSearchParams({ pkkId: target.number, mode: 'BIRTH_DATE' }).toString()}`);
    } else void run(action);
  };

  const values = { number: formatPkkNumber(target.number), name: target.name };
  return (
    <>
      <Group gap={6} wrap="wrap" data-testid="pkk-actions">
        {actions.map((action) =>
          action === 'VIEW' || action === 'UPDATE' ? (
            <Button key={action} size={size} variant={action === 'UPDATE' ? 'filled' : 'light'} component={Link} to={action === 'VIEW' ? PKK_PATHS.show(target.id) : PKK_PATHS.course(target.id)} data-testid={`pkk-action-${action}`}>
              {t(`pkk.action.${action}`)}
            </Button>
          ) : (
            <Button
              key={action}
              size={size}
              variant="light"
              color={action === 'DELETE' || action === 'REMOVE_COMPLEMENTARY' ? 'red' : action === 'RETURN' || action === 'RETURN_TO_AUTHORITY' ? 'orange' : 'blue'}
              loading={busy === action && !CONFIRMED.includes(action)}
              disabled={busy !== null && busy !== action}
              onClick={() => click(action)}
              data-testid={`pkk-action-${action}`}
            >
              {t(`pkk.action.${action}`)}
            </Button>
          ),
        )}
      </Group>
      {confirm && (
        <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={() => setConfirm(null)} title={t(`pkk.confirm.${confirm}.title`)} centered size="md">
          <Stack gap="md" data-testid="pkk-confirm">
            <Text>{t(`pkk.confirm.${confirm}.text`, values)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirm(null)} data-testid="pkk-confirm-no">
                {t('pkk.cancel')}
              </Button>
              <Button color={confirm === 'RETURN' ? 'orange' : 'red'} loading={busy === confirm} onClick={() => void run(confirm)} data-testid="pkk-confirm-yes">
                {t(`pkk.confirm.${confirm}.yes`)}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {returning && <ReturnToAuthorityDialog target={target} onClose={() => setReturning(false)} onDone={async () => { setReturning(false); notifications.show({ color: 'green', message: t('pkk.done.RETURN_TO_AUTHORITY') }); await refresh(); onDone?.('RETURN_TO_AUTHORITY'); }} />}
    </>
  );
}

/** "Zwróć PKK do organu wydającego": reason, description (required, ≤ 500) and signer (school document §2.2 "Return dialogs"). */
function ReturnToAuthorityDialog({ target, onClose, onDone }: { target: PkkTarget; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const signers = useAllSigners(true);
  const [values, setValues] = useState<ReturnValues>({ type: null, description: '', signerId: null });
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The default signer is preselected once the list arrives (derived state set during render).
  const defaultSigner = signers.data?.find((s) => s.defaultSigner) ?? (signers.data?.length === 1 ? signers.data[0] : undefined);
  const [preselected, setPreselected] = useState(false);
  if (!preselected && signers.data) {
    setPreselected(true);
    if (defaultSigner && values.signerId === null) setValues((v) => ({ ...v, signerId: String(defaultSigner.id) }));
  }
  const errors = validateReturn(values);
  const shown = (key: keyof ReturnValues) => (tried && errors[key] ? t(`pkk.validation.${errors[key]}`, { max: PKK_RETURN_DESCRIPTION_MAX }) : undefined);
  const descriptionLength = values.description.trim().length;

  const submit = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0 || !values.type || !values.signerId) return;
    const signer = signers.data?.find((s) => String(s.id) === values.signerId);
    if (!signer) return;
    setSending(true);
    setFailure(null);
    const answer = await returnToAuthority(target.id, signer.clientLogin, {
      type: values.type as PkkReturnReason,
      description: values.description.trim(),
      pkkUpdatePersons: { signer: { id: signer.id } },
    });
    setSending(false);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    await onDone();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={t('pkk.returnToAuthority.title')} centered size="lg">
      <Stack gap="sm" component="form" data-testid="pkk-return-dialog" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Text size="sm">{t('pkk.returnToAuthority.intro', { number: formatPkkNumber(target.number), name: target.name })}</Text>
        <ServerAlert error={failure} testId="pkk-return-alert" />
        <Select
          label={t('pkk.returnToAuthority.reason')}
          data={PkkReturnReason.options.map((r) => ({ value: r, label: t(`pkk.reason.${r}`) }))}
          value={values.type}
          onChange={(value) => setValues((v) => ({ ...v, type: value }))}
          error={shown('type')}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid="pkk-return-reason"
        />
        <Textarea
          label={t('pkk.returnToAuthority.description')}
          value={values.description}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, description: value }));
          }}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          error={shown('description')}
          description={
            <span data-testid="pkk-return-description-counter" style={{ color: descriptionLength > PKK_RETURN_DESCRIPTION_MAX ? 'var(--mantine-color-red-6)' : undefined }}>
              {descriptionLength} / {PKK_RETURN_DESCRIPTION_MAX}
            </span>
          }
          data-testid="pkk-return-description"
        />
        {signers.isError ? (
          <Alert color="red" data-testid="pkk-return-signers-error">{t('pkk.returnToAuthority.signersError')}</Alert>
        ) : signers.data && signers.data.length === 0 ? (
          <Alert color="yellow" data-testid="pkk-return-no-signers">
            {t('pkk.returnToAuthority.noSigners')}
          </Alert>
        ) : null}
        <Select
          label={t('pkk.returnToAuthority.signer')}
          data={(signers.data ?? []).map((s) => ({ value: String(s.id), label: `${s.firstName} ${s.lastName} (${s.clientLogin})` }))}
          value={values.signerId}
          onChange={(value) => setValues((v) => ({ ...v, signerId: value }))}
          error={shown('signerId')}
          withAsterisk
          allowDeselect={false}
          disabled={signers.isPending}
          comboboxProps={{ withinPortal: false }}
          data-testid="pkk-return-signer"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-testid="pkk-return-cancel">
            {t('pkk.cancel')}
          </Button>
          <Button type="submit" color="orange" loading={sending} data-testid="pkk-return-submit">
            {t('pkk.returnToAuthority.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
