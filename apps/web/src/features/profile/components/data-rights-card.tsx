import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { saveFile } from '../../../lib/save-file';
import { downloadMyData, type DataExportFormat } from '../api/data-rights.api';
import { AccountDeletion } from './account-deletion';
import { ConsentsSection } from './consents-section';

const FALLBACK_NAME: Record<DataExportFormat, string> = { json: 'moje-dane.json', pdf: 'moje-dane.pdf' };

/**
 * "Twoje dane" on the profile (RODO, issue 24): downloads everything held about the learner, as the
 * complete JSON copy or as a readable PDF; the consents; the deletion of the account (learners only).
 */
export function DataRightsCard({ learner = true }: { learner?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<DataExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: DataExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      const result = await downloadMyData(format);
      if (result.ok) saveFile(result.data.blob, result.data.fileName ?? FALLBACK_NAME[format]);
      else setError(apiErrorMessage(t, result.error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <SectionCard title={t('profile.dataRights.title')} testId="profile-data-rights">
      <Text size="sm" mb="sm">
        {t('profile.dataRights.lead')}
      </Text>
      <Group gap="sm">
        <Button variant="light" loading={busy === 'json'} disabled={busy !== null && busy !== 'json'} onClick={() => void download('json')} data-testid="data-export-json">
          {t('profile.dataRights.json')}
        </Button>
        <Button variant="light" loading={busy === 'pdf'} disabled={busy !== null && busy !== 'pdf'} onClick={() => void download('pdf')} data-testid="data-export-pdf">
          {t('profile.dataRights.pdf')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert" data-testid="data-export-error">
          {error}
        </Alert>
      )}
      <Divider my="md" />
      <ConsentsSection />
      {learner && (
        <Stack gap="xs" mt="md">
          <Divider />
          <Text size="sm" mt="xs">
            {t('profile.dataRights.deleteLead')}
          </Text>
          <AccountDeletion />
        </Stack>
      )}
    </SectionCard>
  );
}
