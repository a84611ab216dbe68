import { studentShowSchool, type ExistenceCheckResult, type StudentCreationType } from '@osk/contract';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../components/icons';
import { apiCall } from '../../../lib/api/endpoint-client';
import { formatDateTime } from '../../../lib/dates';
import { criteriaParams, criteriaQuery, DEFAULT_CRITERIA } from '../lib/criteria';
import { STUDENT_PATHS } from '../lib/paths';

const COLOR: Record<ExistenceCheckResult['type'], string> = {
  USER_DONT_EXIST: 'green',
  USER_EXISTS: 'blue',
  REGISTRATION_NOT_FINISHED: 'yellow',
  INTERNATIONAL: 'red',
  EPRAWKO_USER: 'orange',
  OWN_USER: 'orange',
  SCHOOL: 'red',
};

/** Whether an outcome lets the form create the learner (a new contact, or a registration sent again). */
export function allowsCreation(result: ExistenceCheckResult | null): boolean {
  return result === null || result.type === 'USER_DONT_EXIST' || result.type === 'REGISTRATION_NOT_FINISHED';
}

export interface ExistenceOutcomeProps {
  result: ExistenceCheckResult;
  type: StudentCreationType;
  contact: string;
  schoolId: number;
  booksLeft: number;
  inviting: boolean;
  onInvite: (withBook: boolean) => void;
}

/** The existence check's answer (school document §2.2): every outcome with its message and what the school can do next. */
export function ExistenceOutcome({ result, type, contact, schoolId, booksLeft, inviting, onInvite }: ExistenceOutcomeProps) {
  const { t } = useTranslation();
  const name = [result.firstName, result.lastName].filter(Boolean).join(' ') || contact;
  const icon = result.type === 'USER_DONT_EXIST' ? <CheckIcon /> : result.type === 'USER_EXISTS' ? <InfoIcon /> : <AlertIcon />;
  return (
    <Alert color={COLOR[result.type]} icon={icon} data-testid={`exists-${result.type}`} role={result.type === 'USER_DONT_EXIST' ? 'status' : 'alert'}>
      <Stack gap="xs">
        <Text size="sm">
          {t(`schoolStudents.exists.${result.type}`, { name, date: result.createDate ? formatDateTime(result.createDate) : '' })}
        </Text>
        {result.type === 'USER_EXISTS' && (
          <Group gap="xs">
            <Button size="xs" onClick={() => onInvite(true)} loading={inviting} disabled={booksLeft <= 0} data-testid="invite-with-book">
              {t('schoolStudents.exists.inviteWithBook')}
            </Button>
            <Button size="xs" variant="light" onClick={() => onInvite(false)} loading={inviting} data-testid="invite-without-book">
              {t('schoolStudents.exists.inviteWithoutBook')}
            </Button>
          </Group>
        )}
        {result.type === 'OWN_USER' && <OwnStudentLink type={type} contact={contact} lastName={result.lastName} schoolId={schoolId} />}
      </Stack>
    </Alert>
  );
}

/** OWN_USER: finds the learner in the school's list (by e-mail, or by last name and phone) to link to its edit page. */
function OwnStudentLink({ type, contact, lastName, schoolId }: { type: StudentCreationType; contact: string; lastName: string | null; schoolId: number }) {
  const { t } = useTranslation();
  const byEmail = type === 'SCHOOL_REGULAR';
  const criteria = { ...DEFAULT_CRITERIA, eprawko: true, ...(byEmail ? { email: contact } : { lastName: lastName ?? '' }) };
  const found = useQuery({
    queryKey: ['school-students', 'own', schoolId, criteriaQuery(criteria)] as const,
    queryFn: ({ signal }) => apiCall(studentShowSchool, { params: { schoolId }, query: criteriaParams(criteria) }, { signal }),
  });
  const digits = (v: string | null) => (v ?? '').replace(/\D/g, '').slice(-9);
  const match = found.data?.content.find((s) => (byEmail ? s.email?.toLowerCase() === contact.trim().toLowerCase() : digits(s.phoneNumber) === digits(contact)));
  return (
    <Anchor component={Link} to={match ? STUDENT_PATHS.edit(match.id) : STUDENT_PATHS.list} size="sm" data-testid="exists-own-link">
      {t(match ? 'schoolStudents.exists.toEdit' : 'schoolStudents.toList')} →
    </Anchor>
  );
}
