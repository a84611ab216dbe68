import { formatPkkNumber } from '@osk/contract';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { todayIso } from '../../../lib/dates';
import { usePkkPreview } from '../api/pkk.api';
import { Loading, PkkFrame, PkkLoadFailure } from '../components/frame';
import { PkkDetails } from '../components/pkk-details';
import { PKK_PATHS, searchFromUrl, searchQuery } from '../lib/pkk';

/** /preview/pkk?pkkId&pesel|birthDate: the profile as the authority shows it, nothing stored, no actions (school document §2.2 "PKK show"). */
export function PkkPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = searchFromUrl(params, todayIso());
  const query = search ? searchQuery(search) : null;
  const preview = usePkkPreview(query);
  const back = { to: `${PKK_PATHS.search}${query ? `?${query}${search?.birthDate ? '&mode=BIRTH_DATE' : ''}` : ''}`, label: t('pkk.search.title') };

  if (!search || preview.isError) return <PkkLoadFailure error={preview.error} back={back} />;
  const banner = (
    <Alert color="yellow" icon={<InfoIcon />} data-testid="pkk-preview-banner">
      {t('pkk.show.previewBanner')}
    </Alert>
  );
  return (
    <PkkFrame title={t('pkk.show.previewTitle', { number: formatPkkNumber(search.number) })} testId="pkk-preview-page" back={back}>
      <Stack gap="md">
        {banner}
        {preview.isPending ? <Loading /> : <PkkDetails profile={preview.data.profile} oskUpdate={preview.data.oskUpdate} wordSection={preview.data.wordSection} events={null} signatures={null} />}
      </Stack>
    </PkkFrame>
  );
}
