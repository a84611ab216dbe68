import type { SignatureMethod, Signer } from '@osk/contract';
import { Button, Group, Modal, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The choices of the method dialog; `UPLOAD` is the download-and-sign-elsewhere fallback. */
const METHODS: readonly SignatureMethod[] = ['TRUSTED_PROFILE', 'QUALIFIED', 'DEMO_CERTIFICATE', 'UPLOAD'];

const LABELS = {
  TRUSTED_PROFILE: ['pkkSigning.method.trustedProfile', 'pkkSigning.method.trustedProfileHint'],
  QUALIFIED: ['pkkSigning.method.qualified', 'pkkSigning.method.qualifiedHint'],
  DEMO_CERTIFICATE: ['pkkSigning.method.demo', 'pkkSigning.method.demoHint'],
  UPLOAD: ['pkkSigning.method.upload', 'pkkSigning.method.uploadHint'],
} as const;

/** The signature method dialog (school document §2.2): trusted profile, qualified signature, demo, fallback. */
export function SignatureMethodDialog({ opened, demoOffered, onClose, onChoose }: { opened: boolean; demoOffered: boolean; onClose: () => void; onChoose: (method: SignatureMethod) => void }) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('pkkSigning.method.title')} size={500} centered>
      <Stack gap="sm" data-testid="pkk-method-dialog">
        {METHODS.filter((m) => m !== 'DEMO_CERTIFICATE' || demoOffered).map((method) => (
          <UnstyledButton
            key={method}
            onClick={() => onChoose(method)}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
            data-testid={`pkk-method-${method}`}
          >
            <Text fw={600}>{t(LABELS[method][0])}</Text>
            <Text size="sm" c="dimmed">
              {t(LABELS[method][1])}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}

export function signerName(signer: Signer): string {
  return `${signer.firstName} ${signer.lastName}`;
}

/** The signer pick dialog: confirms (or changes) who signs. */
export function SignerPickDialog({
  opened,
  signers,
  initialSignerId,
  onBack,
  onConfirm,
}: {
  opened: boolean;
  signers: readonly Signer[];
  initialSignerId: string | null;
  onBack: () => void;
  onConfirm: (signer: Signer) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(initialSignerId);
  const signer = signers.find((s) => String(s.id) === chosen) ?? null;
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onBack} title={t('pkkSigning.signer.title')} size={450} centered>
      <Stack gap="md" data-testid="pkk-signer-dialog">
        <Select
          label={t('pkkSigning.signer.label')}
          data={signers.map((s) => ({ value: String(s.id), label: signerName(s) }))}
          value={chosen}
          onChange={setChosen}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-testid="pkk-signer-pick"
        />
        {signer && (
          <Text size="sm" c="dimmed" data-testid="pkk-signer-login">
            {t('pkkSigning.signer.login', { login: signer.clientLogin })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} data-testid="pkk-signer-back">
            {t('pkkSigning.signer.back')}
          </Button>
          <Button disabled={!signer} onClick={() => signer && onConfirm(signer)} data-testid="pkk-signer-confirm">
            {t('pkkSigning.signer.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
