import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSignedXmlFiles } from '../lib/signed-xml-file';
import { FailureAlert, type SigningFailure } from './failure-alert';

/**
 * The fallback flow: download the unsigned document (and the task list), sign it elsewhere, upload
 * one signed XML file (at most 1 MB, well-formed, no DOCTYPE) and send it.
 */
export function UploadSignedXmlDialog({
  opened,
  busy,
  onClose,
  onDownloadXml,
  onDownloadTaskList,
  onSend,
  failure,
}: {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onDownloadXml: () => void;
  onDownloadTaskList: () => void;
  onSend: (signedXml: string) => void;
  /** The refusal of a download or of the sent file: shown here, not on the page behind the dialog. */
  failure: SigningFailure | null;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<{ name: string; xml: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    setChecked(null);
    setError(null);
    if (files.length === 0) return;
    const result = await checkSignedXmlFiles(files);
    if (result.ok) setChecked({ name: files[0]?.name ?? '', xml: result.xml });
    else setError(result.error);
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('pkkSigning.upload.title')} size={600} centered>
      <Stack gap="md" data-testid="pkk-upload-dialog">
        <Text size="sm">{t('pkkSigning.upload.step1')}</Text>
        <Group>
          <Button variant="light" onClick={onDownloadXml} disabled={busy} data-testid="pkk-upload-download-xml">
            {t('pkkSigning.upload.downloadXml')}
          </Button>
          <Button variant="subtle" onClick={onDownloadTaskList} disabled={busy} data-testid="pkk-upload-download-tasklist">
            {t('pkkSigning.upload.downloadTaskList')}
          </Button>
        </Group>
        <Text size="sm">{t('pkkSigning.upload.step2')}</Text>
        <label>
          <Text size="sm" fw={500} mb={4}>
            {t('pkkSigning.upload.choose')}
          </Text>
          <input type="file" accept=".xml,text/xml,application/xml" multiple onChange={(e) => void choose(e.currentTarget.files)} data-testid="pkk-upload-input" />
        </label>
        {checked && (
          <Text size="sm" c="green" data-testid="pkk-upload-chosen">
            {t('pkkSigning.upload.chosen', { name: checked.name })}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="pkk-upload-error">
            {t(error as 'msg.error.pkk.xml.invalid')}
          </Alert>
        )}
        {failure && <FailureAlert failure={failure} testId="pkk-upload-failure" />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="pkk-upload-close">
            {t('pkkSigning.upload.close')}
          </Button>
          <Button disabled={!checked || busy} loading={busy} onClick={() => checked && onSend(checked.xml)} data-testid="pkk-upload-send">
            {t('pkkSigning.upload.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
