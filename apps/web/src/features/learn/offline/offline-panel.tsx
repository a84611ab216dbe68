import { examLanguageFor, type Category } from '@osk/contract';
import { Alert, Badge, Button, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../components/icons';
import { useSessionUser } from '../../../lib/session/session.store';
import { loadLearning } from '../api/learn.api';
import { moduleName } from '../lib/learn-choice';
import { downloadModule, FILM_LIMIT_BYTES, formatBytes, planDownload, type DownloadPlan, type DownloadProgress } from './offline-download';
import { offlineMedia } from './offline-media';
import { offlineStore, type OfflineModule } from './offline-store';
import { offlineModulesKey, useOfflineModules, useOfflineSync, useRemoveDownload } from './use-offline';

/** Where a downloaded module is learnt (with or without a network). */
export function offlineLearnPath(category: Category, moduleId: number): string {
  return `/learn/offline/${category}/${moduleId}`;
}

/** Fetches the offline learn screen's code ahead, so it opens without a network (the service worker keeps it). */
export function preloadOfflineScreen(): Promise<unknown> {
  return import('./learn-offline.page').catch(() => undefined);
}

/** "Offline" / "n answers waiting" / "sending" / "synced": where the learner's offline answers stand. */
export function OfflineStatus({ userId }: { userId: number }) {
  return <OfflineStatusBadge sync={useOfflineSync(userId)} />;
}

function OfflineStatusBadge({ sync }: { sync: ReturnType<typeof useOfflineSync> }) {
  const { t } = useTranslation();
  let color = 'gray';
  let text: string | null = null;
  let state = 'ONLINE';
  if (!sync.online) {
    color = 'orange';
    state = 'OFFLINE';
    text = sync.waiting > 0 ? `${t('learn.offline.status.offline')} · ${t('learn.offline.status.waiting', { n: sync.waiting })}` : t('learn.offline.status.offline');
  } else if (sync.waiting > 0) {
    color = 'yellow';
    state = sync.syncing ? 'SYNCING' : 'WAITING';
    text = sync.syncing ? t('learn.offline.status.syncing', { n: sync.waiting }) : t('learn.offline.status.waiting', { n: sync.waiting });
  } else if (sync.syncedAt) {
    color = 'teal';
    state = 'SYNCED';
    text = t('learn.offline.status.synced');
  }
  return (
    <div role="status" aria-live="polite" data-testid="offline-status" data-state={state} data-waiting={sync.waiting}>
      {text && (
        <Badge color={color} variant="light" size="lg" style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textTransform: 'none', paddingBlock: 4 }}>
          {text}
        </Badge>
      )}
    </div>
  );
}

type DialogState = { step: 'MEASURING' } | { step: 'READY'; plan: DownloadPlan } | { step: 'DOWNLOADING'; progress: DownloadProgress } | { step: 'FAILED' };

interface DownloadDialogProps {
  studentId: number;
  category: Category;
  moduleId: number;
  onClose: () => void;
}

/**
 * A module's offline dialog: measures the download (the questions and their media, films over the
 * limit left out) and shows its size first, then downloads with a progress bar; a downloaded module
 * shows its size, "learn offline" and "remove".
 */
export function OfflineDialog({ studentId, category, moduleId, onClose }: DownloadDialogProps) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const client = useQueryClient();
  const downloads = useOfflineModules(userId);
  const remove = useRemoveDownload(userId);
  const saved = downloads.data?.find((m) => m.category === category && m.moduleId === moduleId) ?? null;
  const [state, setState] = useState<DialogState | null>(null);
  const name = moduleName(moduleId, i18n.language) ?? t('learn.choose.moduleNumber', { number: moduleId });

  const measure = async () => {
    setState({ step: 'MEASURING' });
    try {
      const { learning } = await loadLearning({ studentId, category, moduleId, language: examLanguageFor(i18n.language), review: false });
      setState({ step: 'READY', plan: await planDownload(learning) });
    } catch {
      setState({ step: 'FAILED' });
    }
  };

  const download = async (plan: DownloadPlan) => {
    if (userId === null) return;
    setState({ step: 'DOWNLOADING', progress: { done: 0, total: plan.totalBytes } });
    try {
      await preloadOfflineScreen();
      await downloadModule({ plan, userId, studentId, category, moduleId }, { store: offlineStore(), media: offlineMedia() }, (progress) => setState({ step: 'DOWNLOADING', progress }));
      await client.invalidateQueries({ queryKey: offlineModulesKey(userId) });
      setState(null);
    } catch {
      setState({ step: 'FAILED' });
    }
  };

  let body;
  if (saved && state === null) {
    body = <SavedModule module={saved} onRemove={() => void remove(category, moduleId)} />;
  } else if (state === null) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('learn.offline.intro')}</Text>
        <Button onClick={() => void measure()} data-testid="offline-measure">
          {t('learn.offline.measure')}
        </Button>
      </Stack>
    );
  } else if (state.step === 'MEASURING') {
    body = (
      <Text size="sm" data-testid="offline-measuring">
        {t('learn.offline.measuring')}
      </Text>
    );
  } else if (state.step === 'READY') {
    const { plan } = state;
    body = (
      <Stack gap="sm">
        <Text size="sm" data-testid="offline-size" data-bytes={plan.totalBytes}>
          {t('learn.offline.size', { size: formatBytes(plan.totalBytes, i18n.language), questions: plan.learning.execution.length, media: plan.media.length })}
        </Text>
        {plan.skipped.length > 0 && (
          <Alert color="yellow" icon={<InfoIcon />} data-testid="offline-skipped">
            {t('learn.offline.skipped', { n: plan.skipped.length, limit: formatBytes(FILM_LIMIT_BYTES, i18n.language) })}
          </Alert>
        )}
        <Button onClick={() => void download(plan)} data-testid="offline-download">
          {t('learn.offline.download', { size: formatBytes(plan.totalBytes, i18n.language) })}
        </Button>
      </Stack>
    );
  } else if (state.step === 'DOWNLOADING') {
    const { done, total } = state.progress;
    const percent = total > 0 ? Math.round((done / total) * 100) : 0;
    body = (
      <Stack gap="xs" data-testid="offline-downloading">
        <Progress value={percent} aria-label={t('learn.offline.downloading')} />
        <Text size="sm">{t('learn.offline.progress', { done: formatBytes(done, i18n.language), total: formatBytes(total, i18n.language), percent })}</Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Alert color="red" icon={<AlertIcon />} data-testid="offline-failed">
          {t('learn.offline.failed')}
        </Alert>
        <Button variant="light" onClick={() => void measure()}>
          {t('learn.offline.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('learn.offline.dialogTitle', { number: moduleId })} centered data-testid="offline-dialog">
      <Stack gap="md">
        <Text fw={600}>{name}</Text>
        {body}
      </Stack>
    </Modal>
  );
}

function SavedModule({ module, onRemove }: { module: OfflineModule; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="offline-saved">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CheckIcon />
        <Text size="sm">{t('learn.offline.saved', { size: formatBytes(module.bytes, i18n.language), questions: module.learning.execution.length })}</Text>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={offlineLearnPath(module.category, module.moduleId)} data-testid="offline-learn">
          {t('learn.offline.learn')}
        </Button>
        <Button variant="default" color="red" onClick={onRemove} data-testid="offline-remove">
          {t('learn.offline.remove')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The downloaded modules on /learn/choose (read from this device, so it shows without a network too),
 * each with "learn offline" and "remove", and the state of the answers waiting to be sent, which it
 * sends whenever there is a network. Nothing shows while nothing is downloaded or waiting.
 */
export function OfflineShelf() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const userId = user?.userType === 'STUDENT' ? user.id : null;
  const downloads = useOfflineModules(userId);
  const remove = useRemoveDownload(userId);
  const sync = useOfflineSync(userId);
  const list = [...(downloads.data ?? [])].sort((a, b) => a.category.localeCompare(b.category) || a.moduleId - b.moduleId);
  const hasDownloads = list.length > 0;
  // The offline screen's code of this build, kept by the service worker (a new build since the
  // download has new file names): asked for while there is a network.
  useEffect(() => {
    if (hasDownloads && sync.online) void preloadOfflineScreen();
  }, [hasDownloads, sync.online]);
  if (userId === null || (list.length === 0 && sync.waiting === 0)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="offline-shelf" data-count={list.length}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('learn.offline.shelfTitle')}
          </Title>
          <OfflineStatusBadge sync={sync} />
        </Group>
        {list.length > 0 && (
          <Group gap="xs">
            <Button component={Link} to="/learn/offline/quiz" variant="light" w={{ base: '100%', sm: 'fit-content' }} data-testid="offline-quiz">
              {t('learn.offline.quiz')}
            </Button>
            <Button component={Link} to="/learn/offline/exam" variant="light" w={{ base: '100%', sm: 'fit-content' }} data-testid="offline-exam">
              {t('learn.offline.exam')}
            </Button>
          </Group>
        )}
        {list.map((m) => (
            <Group key={`${m.category}-${m.moduleId}`} justify="space-between" gap="xs" data-testid={`offline-module-${m.moduleId}`}>
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text size="sm" fw={600}>
                  {t('learn.choose.moduleNumber', { number: m.moduleId })} · {moduleName(m.moduleId, i18n.language) ?? ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('learn.offline.saved', { size: formatBytes(m.bytes, i18n.language), questions: m.learning.execution.length })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="sm" component={Link} to={offlineLearnPath(m.category, m.moduleId)} data-testid={`offline-module-${m.moduleId}-learn`}>
                  {t('learn.offline.learn')}
                </Button>
                <Button size="sm" variant="default" onClick={() => void remove(m.category, m.moduleId)} data-testid={`offline-module-${m.moduleId}-remove`}>
                  {t('learn.offline.removeShort')}
                </Button>
              </Group>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
