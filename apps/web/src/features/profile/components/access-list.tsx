import type { Student } from '@osk/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatDate, todayIso } from '../../../lib/dates';
import { accessStatus, type AccessStatus } from '../lib/access-status';

type AccessKind = 'learning' | 'lectures' | 'qualificationC' | 'qualificationD';

const TILL_FIELD: Record<AccessKind, keyof Student> = {
  learning: 'learningAvailableTill',
  lectures: 'lecturesAvailableTill',
  qualificationC: 'qualificationCAvailableTill',
  qualificationD: 'qualificationDAvailableTill',
};

const BADGE_COLOR: Record<AccessStatus['kind'], string> = { active: 'green', expired: 'red', none: 'gray' };

function tillOf(student: Student, kind: AccessKind): string | null {
  const value = student[TILL_FIELD[kind]];
  return typeof value === 'string' ? value : null;
}

/** Which access windows to list: learning and lectures always, qualification only when ever held. */
function kindsFor(student: Student): AccessKind[] {
  const kinds: AccessKind[] = ['learning', 'lectures'];
  if (student.qualificationCAvailableTill !== null || student.category === 'Y') kinds.push('qualificationC');
  if (student.qualificationDAvailableTill !== null || student.category === 'Z') kinds.push('qualificationD');
  return kinds;
}

export interface AccessListProps {
  student: Student;
  now?: Date;
}

/** The student's access windows with an active / expired / none indication and dates (dd.MM.yyyy). */
export function AccessList({ student, now = new Date() }: AccessListProps) {
  const { t } = useTranslation();
  const today = todayIso(now);
  return (
    <SectionCard title={t('profile.access')}>
      <Stack gap="md">
        {kindsFor(student).map((kind) => {
          const status = accessStatus(tillOf(student, kind), today);
          return (
            <Group key={kind} justify="space-between" wrap="wrap" data-testid={`access-${kind}`} data-status={status.kind}>
              <div>
                <Text fw={600}>{t(`profile.accessKinds.${kind}`)}</Text>
                <Text size="sm" c="dimmed">
                  {status.kind === 'none' && t('profile.noAccess')}
                  {status.kind === 'expired' && t('profile.expiredOn', { date: formatDate(status.till) })}
                  {status.kind === 'active' &&
                    `${t('profile.validTill', { date: formatDate(status.till) })} · ${t('profile.daysLeft', { count: status.daysLeft })}`}
                </Text>
              </div>
              <Badge color={BADGE_COLOR[status.kind]} variant="light" size="lg">
                {t(`profile.status.${status.kind}`)}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
