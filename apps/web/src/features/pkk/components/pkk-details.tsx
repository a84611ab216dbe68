import type { FullPkk, PkkEvent, PkkOskUpdate, PkkSignatureRecord, PkkWordSection } from '@osk/contract';
import { Badge, Button, CopyButton, Grid, Group, Image, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { imageUrl, shortHash, twoDigits } from '../lib/pkk';

/** A titled block of the profile. */
function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <SectionCard title={title} testId={testId} compact>
      {children}
    </SectionCard>
  );
}

/** A label and its value ("brak" when there is none). */
function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} c={empty ? 'dimmed' : undefined}>
        {empty ? t('pkk.none') : value}
      </Text>
    </div>
  );
}

function Empty({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {t('pkk.none')}
    </Text>
  );
}

const date = (value: string | null | undefined) => (value ? formatDate(value) : null);
const dateTime = (value: string | null | undefined) => (value ? formatDateTime(value) : null);
/** A plain date as dd.MM.yyyy, an instant as dd.MM.yyyy HH:mm. */
const when = (value: string | null | undefined) => (value ? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value)) : null);

function useHoursMinutes() {
  const { t } = useTranslation();
  return (hours: number | null, minutes: number | null) => (hours === null && minutes === null ? null : t('pkk.show.hoursMinutes', { hours: hours ?? 0, minutes: twoDigits(minutes ?? 0) }));
}

/** A small table of rows, or "brak". */
function SimpleTable({ head, rows, testId, rowTestId }: { head: string[]; rows: ReactNode[][]; testId: string; rowTestId: string }) {
  if (rows.length === 0) return <Empty testId={`${testId}-empty`} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing={4} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i} data-testid={rowTestId}>
              {cells.map((cell, j) => (
                <Table.Td key={j}>{cell === null || cell === undefined || cell === '' ? '—' : cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A section that is one small table (test id `{testId}-table`), or "brak". */
function TableSection({ title, testId, ...table }: { title: string; testId: string; head: string[]; rows: ReactNode[][]; rowTestId: string }) {
  return (
    <Section title={title} testId={testId}>
      <SimpleTable testId={`${testId}-table`} {...table} />
    </Section>
  );
}

/**
 * The read-only sections of a profile (school document §2.2 "PKK show"): everything the authority holds,
 * and for a profile in the registry (not a preview) the school's history and the signed documents.
 */
export function PkkDetails({ profile, oskUpdate, wordSection, events, signatures }: {
  profile: FullPkk;
  oskUpdate: PkkOskUpdate | null;
  wordSection: PkkWordSection | null;
  events: PkkEvent[] | null;
  signatures: PkkSignatureRecord[] | null;
}) {
  const { t } = useTranslation();
  const hm = useHoursMinutes();
  /** The authority's codes by label; an unknown code is shown as it came. */
  const code = (value: string): string => t(`pkk.code.${value}`, { defaultValue: value });
  const c = profile.candidate;
  const photo = imageUrl(c.photo, c.photoType);
  const signature = imageUrl(c.signature, c.signatureType);
  const a = c.address;
  const street = [a.street, [a.streetNumber, a.suiteNumber].filter(Boolean).join('/')].filter(Boolean).join(' ');
  const address = [street, [a.postalCode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const q = profile.requestedQualification;
  const abroad = profile.ownedDocument.abroadIdentificationDocument;
  const confirmations = [
    { key: 'courseCompletion', value: profile.courseCompletionConfirmation },
    { key: 'passedExam', value: profile.passedExamConfirmation },
    { key: 'passedTheoreticalExam', value: profile.passedTheoreticalExamConfirmation },
  ] as const;

  return (
    <Stack gap="md" data-testid="pkk-details">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('pkk.show.photo')} testId="pkk-photo-section">
            {photo ? <Image src={photo} alt={t('pkk.show.photo')} maw={180} radius="sm" data-testid="pkk-photo" /> : <Text size="sm" c="dimmed">{t('pkk.show.noPhoto')}</Text>}
            <Text size="xs" c="dimmed" mt="sm">
              {t('pkk.show.signature')}
            </Text>
            {signature ? <Image src={signature} alt={t('pkk.show.signature')} maw={240} data-testid="pkk-signature" /> : <Text size="sm" c="dimmed">{t('pkk.show.noSignature')}</Text>}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Section title={t('pkk.show.candidate')} testId="pkk-candidate">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Field label={t('pkk.show.firstName')} value={c.firstName} testId="pkk-candidate-firstName" />
              <Field label={t('pkk.show.lastName')} value={c.lastName} testId="pkk-candidate-lastName" />
              <Field label={t('pkk.show.pesel')} value={c.pesel} testId="pkk-candidate-pesel" />
              <Field label={t('pkk.show.birthDate')} value={date(c.birthDate)} testId="pkk-candidate-birthDate" />
              <Field label={t('pkk.show.birthPlace')} value={c.birthPlace} />
              <Field label={t('pkk.show.email')} value={c.email} />
              <Field label={t('pkk.show.phone')} value={c.phoneNumber} />
              <Field label={t('pkk.show.address')} value={address} testId="pkk-candidate-address" />
            </SimpleGrid>
          </Section>
        </Grid.Col>
      </Grid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('pkk.show.request')} testId="pkk-request">
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('pkk.show.category')} value={q.category} testId="pkk-request-category" />
            <Field label={t('pkk.show.constraint')} value={q.constraint} />
            <Field label={t('pkk.show.requestType')} value={code(q.type)} testId="pkk-request-type" />
            <Field label={t('pkk.show.requestReason')} value={q.reason} />
            <Field label={t('pkk.show.parentConsent')} value={profile.parentPermitForMinor ? t('pkk.yes') : t('pkk.no')} testId="pkk-parent-consent" />
          </SimpleGrid>
        </Section>
        <Section title={t('pkk.show.abroadDocument')} testId="pkk-abroad-document">
          {abroad ? (
            <SimpleGrid cols={2} spacing="sm">
              <Field label={t('pkk.show.documentName')} value={abroad.name} />
              <Field label={t('pkk.show.documentNumber')} value={abroad.number} />
              <Field label={t('pkk.show.documentOrigin')} value={abroad.origin} />
            </SimpleGrid>
          ) : (
            <Empty testId="pkk-abroad-document-empty" />
          )}
        </Section>
      </SimpleGrid>

      <TableSection
        title={t('pkk.show.health')}
        testId="pkk-health"
        rowTestId="pkk-health-row"
        head={[t('pkk.show.healthType'), t('pkk.show.recordNumber'), t('pkk.show.issueDate'), t('pkk.show.nextExamination'), t('pkk.show.constraints')]}
        rows={profile.healthStatements.map((h) => [code(h.type), h.recordNumber, date(h.issueDate), date(h.nextExaminationDate), h.constraints.join(', ')])}
      />

      <Section title={t('pkk.show.bans')} testId="pkk-bans">
        {profile.bans.length === 0 ? (
          <Empty testId="pkk-bans-empty" />
        ) : (
          <Stack gap="sm">
            {profile.bans.map((ban, i) => (
              <Stack key={i} gap={4} data-testid="pkk-ban">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {ban.type}
                  </Text>
                  {ban.issuingAuthority && (
                    <Text size="sm" c="dimmed">
                      {t('pkk.show.issuingAuthority')}: {ban.issuingAuthority}
                    </Text>
                  )}
                </Group>
                <SimpleTable
                  testId="pkk-ban-categories"
                  rowTestId="pkk-ban-category"
                  head={[t('pkk.show.category'), t('pkk.show.assignmentType'), t('pkk.show.constraint'), t('pkk.show.obtainDate'), t('pkk.show.revocationDate'), t('pkk.show.comment')]}
                  rows={ban.categoryAssignments.map((ca) => [ca.category, ca.type, ca.constraint, date(ca.obtainDate), date(ca.revocationDate), ca.comment])}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('pkk.show.osk')} testId="pkk-osk">
        {oskUpdate ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('pkk.show.school')} value={[oskUpdate.school.name, oskUpdate.school.registryNumber].filter(Boolean).join(', ')} testId="pkk-osk-school" />
            <Field label={t('pkk.show.courseCategories')} value={oskUpdate.course.categories.join(', ')} />
            <Field label={t('pkk.show.startDate')} value={date(oskUpdate.course.startDate)} testId="pkk-osk-start" />
            <Field label={t('pkk.show.endDate')} value={date(oskUpdate.course.endDate)} testId="pkk-osk-end" />
            <Field label={t('pkk.show.instructorNumber')} value={oskUpdate.course.instructorRecordNumber} />
            <Field label={t('pkk.show.lecturerNumber')} value={oskUpdate.course.lecturerRecordNumber} />
            <Field label={t('pkk.show.theory')} value={hm(oskUpdate.course.theoryClassHours, oskUpdate.course.theoryClassMinutes)} testId="pkk-osk-theory" />
            <Field label={t('pkk.show.practical')} value={hm(oskUpdate.course.practicalClassHours, oskUpdate.course.practicalClassMinutes)} testId="pkk-osk-practical" />
            <Field label={t('pkk.show.oskUpdateDate')} value={dateTime(oskUpdate.updateDate)} />
          </SimpleGrid>
        ) : (
          <Empty testId="pkk-osk-empty" />
        )}
      </Section>

      <TableSection
        title={t('pkk.show.confirmations')}
        testId="pkk-confirmations"
        rowTestId="pkk-confirmation"
        head={['', t('pkk.show.date'), t('pkk.show.category'), t('pkk.show.issuer')]}
        rows={confirmations.filter((x) => x.value !== null).map((x) => [t(`pkk.show.${x.key}`), date(x.value?.date), x.value?.category, x.value?.issuer])}
      />

      <Section title={t('pkk.show.word')} testId="pkk-word">
        {wordSection ? (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Field label={t('pkk.show.organizationUnit')} value={wordSection.organizationUnit ? `${wordSection.organizationUnit.name} (${wordSection.organizationUnit.number})` : null} testId="pkk-word-unit" />
              <Field label={t('pkk.show.updater')} value={wordSection.updater} />
              <Field label={t('pkk.show.oskUpdateDate')} value={dateTime(wordSection.updateDate)} />
            </SimpleGrid>
            <Text size="sm" fw={600}>
              {t('pkk.show.exams')}
            </Text>
            <SimpleTable
              testId="pkk-word-exams"
              rowTestId="pkk-word-exam"
              head={[t('pkk.show.examType'), t('pkk.show.category'), t('pkk.show.examResult'), t('pkk.show.examiner'), t('pkk.show.date')]}
              rows={wordSection.exams.map((e) => [code(e.examType), e.category, code(e.examResult), e.examiner, date(e.endDate)])}
            />
            <Text size="sm" fw={600}>
              {t('pkk.show.suspensions')}
            </Text>
            <SimpleTable
              testId="pkk-word-suspensions"
              rowTestId="pkk-word-suspension"
              head={[t('pkk.show.suspensionReason'), t('pkk.show.from'), t('pkk.show.to')]}
              rows={wordSection.suspensions.map((s) => [s.reason, date(s.from), date(s.to)])}
            />
          </Stack>
        ) : (
          <Empty testId="pkk-word-empty" />
        )}
      </Section>

      <TableSection
        title={t('pkk.show.wordHistory')}
        testId="pkk-word-history"
        rowTestId="pkk-word-history-row"
        head={[t('pkk.show.date'), t('pkk.show.description')]}
        rows={(wordSection?.history ?? []).map((h) => [when(h.date), h.description])}
      />

      {events && (
        <TableSection
          title={t('pkk.show.events')}
          testId="pkk-events"
          rowTestId="pkk-event"
          head={[t('pkk.show.date'), t('pkk.show.eventType'), t('pkk.show.signer'), t('pkk.show.startDate'), t('pkk.show.endDate'), t('pkk.show.instructor'), t('pkk.show.lecturer'), t('pkk.show.theory'), t('pkk.show.practical'), t('pkk.show.comments')]}
          rows={events.map((e) => [
            dateTime(e.updateDate),
            <span key="type" data-testid="pkk-event-type">{t(`pkk.event.${e.type}`)}</span>,
            e.signer,
            date(e.startDate),
            date(e.endDate),
            e.instructor,
            e.lecturer,
            hm(e.theoryClassHours, e.theoryClassMinutes),
            hm(e.practicalClassHours, e.practicalClassMinutes),
            e.comments,
          ])}
        />
      )}

      {signatures && (
        <TableSection
          title={t('pkk.show.audit')}
          testId="pkk-audit"
          rowTestId="pkk-audit-row"
          head={[t('pkk.show.signedAt'), t('pkk.show.method'), t('pkk.show.signer'), t('pkk.show.certificate'), t('pkk.show.hash')]}
          rows={signatures.map((s) => [
            dateTime(s.signedAt),
            <Badge key="method" variant="light" miw="max-content">{t(`pkk.method.${s.method}`)}</Badge>,
            `${s.signer} (${s.userLogin})`,
            <Tooltip key="cert" label={`${s.certificateIssuer} · ${s.certificateSerial}`} multiline w={320}>
              <Text size="xs" style={{ wordBreak: 'break-all' }}>{s.certificateSubject}</Text>
            </Tooltip>,
            <Group key="hash" gap={4} wrap="nowrap">
              <Text size="xs" ff="monospace" title={s.documentSha256} data-testid="pkk-audit-hash">{shortHash(s.documentSha256)}</Text>
              <CopyButton value={s.documentSha256}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="subtle" onClick={copy} data-testid="pkk-audit-copy">
                    {copied ? t('pkk.show.copied') : t('pkk.show.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>,
          ])}
        />
      )}
    </Stack>
  );
}
