import { formatPkkNumber, type ApiError, type PkkAction } from '@osk/contract';
import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import { usePkkDetail } from '../api/pkk.api';
import { Loading, PkkFrame, PkkLoadFailure, ServerAlert, StatusBadge } from '../components/frame';
import { PkkActions } from '../components/pkk-actions';
import { PkkDetails } from '../components/pkk-details';
import { PKK_PATHS } from '../lib/pkk';

/** Actions after which the profile leaves the school's hands: back to the registry. */
const LEAVING: readonly PkkAction[] = ['RETURN', 'RETURN_TO_AUTHORITY', 'DELETE'];

/** /pkk/{id}: a profile of the registry, read-only, with the actions its status allows (school document §2.2 "PKK show"). */
export function PkkShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = /^\d{1,10}$/.test(idParam ?? '') ? Number(idParam) : 0;
  const detail = usePkkDetail(id);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const back = { to: PKK_PATHS.list, label: t('pkk.backToList') };

  if (id === 0 || detail.isError) return <PkkLoadFailure error={detail.error} back={back} />;
  if (detail.isPending) {
    return (
      <PkkFrame title={t('pkk.title')} testId="pkk-show-page" back={back}>
        <Loading />
      </PkkFrame>
    );
  }
  const pkk = detail.data;
  const number = pkk.profile.origin.number;
  const c = pkk.profile.candidate;
  return (
    <PkkFrame
      title={t('pkk.show.title', { number: formatPkkNumber(number) })}
      testId="pkk-show-page"
      back={back}
      actions={<StatusBadge status={pkk.status} />}
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Group gap="lg">
              <Text size="sm">
                {t('pkk.show.downloadDate')}: <b data-testid="pkk-show-download">{pkk.downloadDate ? formatDateTime(pkk.downloadDate) : t('pkk.none')}</b>
              </Text>
              <Text size="sm">
                {t('pkk.show.updateDate')}: <b data-testid="pkk-show-update">{pkk.updateDate ? formatDateTime(pkk.updateDate) : t('pkk.none')}</b>
              </Text>
            </Group>
            <PkkActions
              size="sm"
              target={{ id: pkk.id, number, pesel: c.pesel, birthDate: c.birthDate, status: pkk.status, name: `${c.firstName} ${c.lastName}` }}
              hide={['VIEW']}
              onError={setFailure}
              onDone={(action) => {
                if (LEAVING.includes(action)) void navigate(PKK_PATHS.list);
              }}
            />
          </Group>
        </Paper>
        {pkk.status === 'COMPLEMENTARY_COURSE' && (
          <Alert color="orange" icon={<InfoIcon />} data-testid="pkk-complementary-banner">
            {t('pkk.show.complementaryBanner')}
          </Alert>
        )}
        <ServerAlert error={failure} onClose={() => setFailure(null)} />
        <PkkDetails profile={pkk.profile} oskUpdate={pkk.oskUpdate} wordSection={pkk.wordSection} events={pkk.events} signatures={pkk.signatures} />
      </Stack>
    </PkkFrame>
  );
}
