import { PkkSearchMode, type ApiError } from '@osk/contract';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { todayIso } from '../../../lib/dates';
import { queryPkk } from '../api/pkk.api';
import { PkkFrame, ServerAlert } from '../components/frame';
import { compactNumber, PKK_PATHS, searchQuery, validateSearch, type SearchValues } from '../lib/pkk';

/** Values prefilled from the URL (a registry row without PESEL sends its number and BIRTH_DATE). */
function initialValues(params: URLSearchParams): SearchValues {
  const mode = PkkSearchMode.safeParse(params.get('mode'));
  return {
    number: params.get('pkkId') ?? '',
    mode: mode.success ? mode.data : params.get('birthDate') ? 'BIRTH_DATE' : 'PESEL',
    pesel: params.get('pesel') ?? '',
    birthDate: params.get('birthDate') ?? '',
  };
}

/** /pkk-search: find a profile by number and PESEL or birth date; download it or preview it (school document §2.2 "PKK search"). */
export function PkkSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<SearchValues>(() => initialValues(params));
  const [touched, setTouched] = useState<Partial<Record<keyof SearchValues, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const errors = validateSearch(values, todayIso());
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof SearchValues) => ((tried || touched[key]) && errors[key] ? t(`pkk.validation.${errors[key]}`, { max: 0 }) : undefined);
  const set = <K extends keyof SearchValues>(key: K, value: SearchValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const blur = (key: keyof SearchValues) => () => setTouched((s) => ({ ...s, [key]: true }));
  const query = () => searchQuery({ number: values.number, pesel: values.mode === 'PESEL' ? values.pesel : null, birthDate: values.mode === 'BIRTH_DATE' ? values.birthDate : null });

  const download = async () => {
    setTried(true);
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    const answer = await queryPkk(query());
    setBusy(false);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    notifications.show({ color: 'green', message: t('pkk.search.downloaded') });
    void navigate(PKK_PATHS.show(answer.data.id));
  };
  const preview = () => {
    setTried(true);
    if (!valid) return;
    void navigate(`${PKK_PATHS.preview}?${query()}`);
  };

  return (
    <PkkFrame title={t('pkk.search.title')} testId="pkk-search-page" maxWidth={640} back={{ to: PKK_PATHS.list, label: t('pkk.backToList') }}>
      <Paper withBorder radius="md" p="md" component="form" data-testid="pkk-search-form" onSubmit={(e) => { e.preventDefault(); void download(); }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('pkk.search.intro')}
          </Text>
          <ServerAlert error={failure} />
          <TextInput
            label={t('pkk.search.number')}
            description={t('pkk.search.numberHint')}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={26}
            value={values.number}
            onChange={(e) => set('number', e.currentTarget.value)}
            onBlur={blur('number')}
            error={shown('number')}
            data-testid="pkk-search-number"
            rightSection={<Text size="xs" c="dimmed" data-testid="pkk-search-number-count">{compactNumber(values.number).length}/20</Text>}
            rightSectionWidth={48}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="pkk-search-mode-label">
              {t('pkk.search.mode')}
            </Text>
            <SegmentedControl
              aria-labelledby="pkk-search-mode-label"
              value={values.mode}
              onChange={(value) => set('mode', value as PkkSearchMode)}
              data={[
                { value: 'PESEL', label: t('pkk.search.modePesel') },
                { value: 'BIRTH_DATE', label: t('pkk.search.modeBirthDate') },
              ]}
              data-testid="pkk-search-mode"
            />
          </div>
          {values.mode === 'PESEL' ? (
            <TextInput label={t('pkk.search.pesel')} withAsterisk inputMode="numeric" maxLength={11} value={values.pesel} onChange={(e) => set('pesel', e.currentTarget.value)} onBlur={blur('pesel')} error={shown('pesel')} data-testid="pkk-search-pesel" />
          ) : (
            <TextInput label={t('pkk.search.birthDate')} type="date" withAsterisk value={values.birthDate} onChange={(e) => set('birthDate', e.currentTarget.value)} onBlur={blur('birthDate')} error={shown('birthDate')} data-testid="pkk-search-birthDate" />
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="default" component={Link} to={PKK_PATHS.list} data-testid="pkk-search-back">
              {t('pkk.search.back')}
            </Button>
            <Group gap="sm">
              <Button variant="light" onClick={preview} disabled={busy} data-testid="pkk-search-preview">
                {t('pkk.search.preview')}
              </Button>
              <Button type="submit" loading={busy} data-testid="pkk-search-download">
                {t('pkk.search.download')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </PkkFrame>
  );
}
