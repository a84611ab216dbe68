import { SZAFIR_SDK_VERSION } from '@osk/contract';
import { Anchor, Button, Center, Group, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SzafirOverlayKind } from '../signing/signature-provider';
import { SZAFIR_INSTALL_URL } from '../signing/szafir-bridge';

/**
 * The full-screen page shown when the signing extension or the host application is missing or
 * outdated (school document §2.2 "Other dialogs", §8): how to install, try again, or skip.
 */
export function SzafirOverlay({ kind, installed, onRetry, onSkip }: { kind: SzafirOverlayKind; installed: string | null; onRetry: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  const texts = {
    'extension-missing': [t('pkkSigning.szafir.extensionMissing'), t('pkkSigning.szafir.extensionMissingText')],
    'host-missing': [t('pkkSigning.szafir.hostMissing'), t('pkkSigning.szafir.hostMissingText', { version: SZAFIR_SDK_VERSION })],
    'host-outdated': [t('pkkSigning.szafir.hostOutdated'), t('pkkSigning.szafir.hostOutdatedText', { version: SZAFIR_SDK_VERSION, installed: installed ?? '?' })],
  }[kind];
  return (
    <Overlay fixed zIndex={400} backgroundOpacity={0.85} color="#000" data-testid={`pkk-szafir-overlay-${kind}`}>
      <Center h="100%" p="md">
        <Paper p="xl" radius="md" maw={560} role="alertdialog" aria-labelledby="pkk-szafir-overlay-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="pkk-szafir-overlay-title">
              {texts[0]}
            </Title>
            <Text>{texts[1]}</Text>
            <Anchor href={SZAFIR_INSTALL_URL} target="_blank" rel="noopener noreferrer" data-testid="pkk-szafir-install">
              {t('pkkSigning.szafir.install')}
            </Anchor>
            <Group justify="flex-end">
              <Button variant="default" onClick={onSkip} data-testid="pkk-szafir-skip">
                {t('pkkSigning.szafir.skip')}
              </Button>
              <Button onClick={onRetry} data-testid="pkk-szafir-retry">
                {t('pkkSigning.szafir.retry')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
