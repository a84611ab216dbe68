import type { ApiError, LogoState, School } from '@osk/contract';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useStoreCurrentSchool } from '../../../entities/school/current-school';
import { uploadLogo } from '../api/school.api';
import { checkLogoFiles, type LogoRefusal } from '../lib/logo-file';
import { SchoolLogo } from './school-logo';

/** What the file dialog offers; the content is checked anyway (a renamed file is refused). */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** A picked file with its preview (a data URL: no object URL to revoke). */
interface Picked {
  file: File;
  preview: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

type Failure = { kind: 'refused'; key: LogoRefusal } | { kind: 'server'; error: ApiError };

/**
 * The logo of school document §4 with its states: EMPTY (no logo: upload), SET (the logo: change) and
 * CHANGE (a file is picked: its preview with save and cancel). A file that is not an image by its
 * content, is over 1 MB or is not exactly one file is refused before it is sent, as the server would.
 */
export function LogoUploader({ school }: { school: School }) {
  const { t } = useTranslation();
  const storeSchool = useStoreCurrentSchool();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const state: LogoState = picked ? 'CHANGE' : school.logoFilename ? 'SET' : 'EMPTY';

  const pick = async (files: File[]) => {
    setFailure(null);
    if (files.length === 0) return;
    const refusal = await checkLogoFiles(files);
    if (refusal) {
      setFailure({ kind: 'refused', key: refusal });
      return;
    }
    const [file] = files as [File];
    setPicked({ file, preview: await readAsDataUrl(file) });
  };

  const save = async () => {
    if (!picked) return;
    setSaving(true);
    setFailure(null);
    const result = await uploadLogo(school.id, picked.file);
    setSaving(false);
    if (!result.ok) {
      setFailure({ kind: 'server', error: result.error });
      return;
    }
    storeSchool({ ...school, logoFilename: result.data.logoFilename });
    setPicked(null);
    notifications.show({ color: 'green', message: t('school.logo.saved') });
  };

  const chooser = (label: string) => (
    <FileButton onChange={(file) => void pick(file ? [file] : [])} accept={LOGO_ACCEPT} inputProps={{ 'data-testid': 'logo-input' } as Record<string, string>}>
      {(props) => (
        <Button variant="light" {...props} data-testid="logo-pick">
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="sm" data-testid="logo-uploader" data-state={state}>
      <Text fw={600}>{t('school.logo.title')}</Text>
      <SchoolLogo schoolId={school.id} logoFilename={school.logoFilename} previewUrl={picked?.preview ?? null} testId="logo-image" />
      {failure && (
        <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="logo-error" py="xs">
          {failure.kind === 'refused' ? t(failure.key) : apiErrorMessage(t, failure.error)}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('school.logo.hint')}
      </Text>
      {state === 'CHANGE' ? (
        <Group gap="sm">
          <Button onClick={() => void save()} loading={saving} data-testid="logo-save">
            {t('school.save')}
          </Button>
          <Button variant="default" onClick={() => setPicked(null)} disabled={saving} data-testid="logo-cancel">
            {t('school.cancel')}
          </Button>
        </Group>
      ) : (
        <Group>{chooser(state === 'SET' ? t('school.logo.change') : t('school.logo.upload'))}</Group>
      )}
    </Stack>
  );
}
