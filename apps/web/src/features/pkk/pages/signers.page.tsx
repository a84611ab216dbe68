import type { ApiError, Signer, SignerRequest } from '@osk/contract';
import { Badge, Button, Checkbox, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { ResponsiveList } from '../../../components/responsive-list';
import { ApiRequestError } from '../../../lib/api/api-client';
import { deleteSigner, saveSigner, useRefreshPkk, useSignerPage, withFallback } from '../api/pkk.api';
import { Loading, LoadError, PageLinks, PkkFrame, ServerAlert } from '../components/frame';
import { PKK_PATHS, SIGNER_TEXT_MAX, validateSigner, type SignerValues } from '../lib/pkk';
import { useSaveRemove } from '../../../components/use-save-remove';
import { fieldErrorText } from '../../../lib/forms';
import { StalePage } from '../../../components/stale-page';

type Stage = { stage: 'LIST' } | { stage: 'EDIT'; signer: Signer | null };

/** /signer: the persons authorised to sign PKK updates, stages LIST and EDIT (school document §2.2 "Signers"). */
export function SignersPage() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ stage: 'LIST' });
  const [page, setPage] = useState(0);
  const title = stage.stage === 'LIST' ? t('pkk.signers.title') : stage.signer ? t('pkk.signers.editTitle') : t('pkk.signers.createTitle');
  return (
    <PkkFrame
      title={title}
      testId="signers-page"
      maxWidth={960}
      back={{ to: PKK_PATHS.list, label: t('pkk.backToList') }}
      actions={
        stage.stage === 'LIST' && (
          <Button onClick={() => setStage({ stage: 'EDIT', signer: null })} data-testid="signers-add">
            {t('pkk.signers.add')}
          </Button>
        )
      }
    >
      {stage.stage === 'LIST' ? (
        <SignersList page={page} onPage={setPage} onEdit={(signer) => setStage({ stage: 'EDIT', signer })} />
      ) : (
        <SignerForm key={stage.signer?.id ?? 'new'} signer={stage.signer} onDone={() => setStage({ stage: 'LIST' })} />
      )}
    </PkkFrame>
  );
}

function SignersList({ page, onPage, onEdit }: { page: number; onPage: (page: number) => void; onEdit: (signer: Signer) => void }) {
  const { t } = useTranslation();
  const signers = useSignerPage(page);
  if (signers.isPending) return <Loading />;
  if (signers.isError) {
    // The school may not use PKK (403 msg.error.pkk.not.allowed): the server's message in a red alert.
    if (signers.error instanceof ApiRequestError && signers.error.status === 403) return <ServerAlert error={signers.error.error} />;
    return <LoadError error={signers.error} retry={() => void signers.refetch()} title={t('msg.error.internal')} />;
  }
  if (signers.data.content.length === 0) {
    return (
      <EmptyListPanel testId="signers-empty" message={t('pkk.signers.empty')} />
    );
  }
  return (
    <StalePage stale={signers.isPlaceholderData}>
      <ResponsiveList
        rows={signers.data.content}
        rowKey={(signer) => signer.id}
        framed
        minWidth={560}
        testIds={{ table: 'signers-table', cards: 'signers-cards', row: 'signer-row' }}
        columns={[
          { key: 'firstName', label: t('pkk.signers.col.firstName'), cell: (signer) => signer.firstName, card: 'title' },
          { key: 'lastName', label: t('pkk.signers.col.lastName'), cell: (signer) => signer.lastName, card: 'title', td: { fw: 600 } },
          { key: 'login', label: t('pkk.signers.col.login'), cell: (signer) => signer.clientLogin },
          {
            key: 'default',
            label: t('pkk.signers.col.default'),
            cell: (signer) =>
              signer.defaultSigner && (
                <Badge variant="light" color="green" data-testid="signer-default">
                  {t('pkk.signers.defaultBadge')}
                </Badge>
              ),
            card: 'aside',
          },
        ]}
        actions={{
          label: t('pkk.signers.col.actions'),
          cell: (signer) => (
            <Button size="compact-sm" variant="light" onClick={() => onEdit(signer)} data-testid="signer-edit">
              {t('pkk.signers.edit')}
            </Button>
          ),
        }}
      />
      <PageLinks current={signers.data.number} total={signers.data.totalPages} onPage={onPage} />
    </StalePage>
  );
}

function signerValues(signer: Signer | null): SignerValues {
  return {
    firstName: signer?.firstName ?? '',
    lastName: signer?.lastName ?? '',
    clientLogin: signer?.clientLogin ?? '',
    pesel: signer?.pesel ?? '',
    defaultSigner: signer?.defaultSigner ?? false,
  };
}

function SignerForm({ signer, onDone }: { signer: Signer | null; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshPkk();
  const [values, setValues] = useState(() => signerValues(signer));
  const [touched, setTouched] = useState<Partial<Record<keyof SignerValues, boolean>>>({});
  const [tried, setTried] = useState(false);
  const { saving, removing, confirm, setConfirm, failure, fieldErrors, clearFieldError, ...calls } = useSaveRemove<ApiError>({ refresh, onDone, savedMessage: t('pkk.signers.saved'), removedMessage: t('pkk.signers.removed') });
  const errors = validateSigner(values);
  const shown = (key: keyof SignerValues) => {
    if ((tried || touched[key]) && errors[key]) return t(`pkk.validation.${errors[key]}`, { max: SIGNER_TEXT_MAX });
    // The server's answer to the last save, on the field it is about.
    const server = fieldErrors[key];
    return server ? fieldErrorText(t, server) : undefined;
  };
  const set = <K extends keyof SignerValues>(key: K, value: SignerValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearFieldError(key);
  };
  const blur = (key: keyof SignerValues) => () => setTouched((s) => ({ ...s, [key]: true }));

  const save = async () => {
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    const request: SignerRequest = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      clientLogin: values.clientLogin.trim(),
      defaultSigner: values.defaultSigner,
      pesel: values.pesel.trim() || null,
    };
    await calls.save(() => saveSigner(signer?.id ?? null, request), (error) => withFallback(error, 'msg.error.signer.save.failed'));
  };
  const remove = async () => {
    if (signer) await calls.remove(() => deleteSigner(signer.id), (error) => withFallback(error, 'msg.error.signer.remove.failed'));
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" data-testid="signer-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <Stack gap="sm">
        <ServerAlert error={failure} testId="signer-alert" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('pkk.signers.firstName')} withAsterisk value={values.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} onBlur={blur('firstName')} error={shown('firstName')} data-testid="signer-firstName" />
          <TextInput label={t('pkk.signers.lastName')} withAsterisk value={values.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} onBlur={blur('lastName')} error={shown('lastName')} data-testid="signer-lastName" />
          <TextInput label={t('pkk.signers.login')} description={t('pkk.signers.loginHint')} withAsterisk value={values.clientLogin} onChange={(e) => set('clientLogin', e.currentTarget.value)} onBlur={blur('clientLogin')} error={shown('clientLogin')} data-testid="signer-clientLogin" />
          <TextInput label={t('pkk.signers.pesel')} description={t('pkk.signers.peselHint')} inputMode="numeric" maxLength={11} value={values.pesel} onChange={(e) => set('pesel', e.currentTarget.value)} onBlur={blur('pesel')} error={shown('pesel')} data-testid="signer-pesel" />
        </SimpleGrid>
        <Checkbox label={t('pkk.signers.defaultSigner')} checked={values.defaultSigner} onChange={(e) => set('defaultSigner', e.currentTarget.checked)} data-testid="signer-default-checkbox" />
        <Group justify="space-between" mt="sm">
          <Group gap="sm">
            <Button type="submit" loading={saving} data-testid="signer-save">
              {t('pkk.signers.save')}
            </Button>
            <Button variant="default" onClick={onDone} data-testid="signer-cancel">
              {t('pkk.cancel')}
            </Button>
          </Group>
          {signer && (
            <Button color="red" variant="light" onClick={() => setConfirm(true)} data-testid="signer-remove">
              {t('pkk.signers.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={confirm} onClose={() => setConfirm(false)} title={t('pkk.signers.confirmTitle')} centered size="sm">
        <Stack gap="md">
          <Text>{t('pkk.signers.confirmText', { name: `${values.firstName} ${values.lastName}`.trim() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(false)} data-testid="confirm-no">
              {t('pkk.cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()} loading={removing} data-testid="confirm-yes">
              {t('pkk.signers.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
