import type { ApiError, PkkCourseForm, PkkUpdateFields, SignatureMethod, Signer } from '@osk/contract';
import { Alert, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { InvalidFormAlert } from '../../../components/invalid-notice';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { fieldErrorText } from '../../../lib/forms';
import {
  fetchDemoCertificate,
  fetchTaskList,
  fetchTrustedProfileResult,
  fetchUpdateXml,
  startTrustedProfile,
  submitUpdate,
} from '../api/pkk-signing.api';
import { findingsOf, usePreflight, warningsSignature } from '../hooks/use-preflight';
import { utf8ToBase64 } from '../lib/base64';
import { initialCourseValues, toUpdateFields, validateCourse, type CourseField, type CourseValues } from '../lib/course-form';
import { saveFile } from '../../../lib/save-file';
import { clearSigningState } from '../lib/trusted-profile-state';
import { SigningError, type SignatureProvider, type SzafirOverlayKind } from '../signing/signature-provider';
import { createSzafirProvider } from '../signing/szafir.provider';
import { createTrustedProfileProvider, TRUSTED_PROFILE_TOKEN_PARAM, TrustedProfileStartError } from '../signing/trusted-profile.provider';
import { CandidateSummary } from './candidate-summary';
import { FailureAlert, type SigningFailure } from './failure-alert';
import { PreflightPanel } from './preflight-panel';
import { signerName, SignatureMethodDialog, SignerPickDialog } from './signing-dialogs';
import { SzafirOverlay } from './szafir-overlay';
import { UploadSignedXmlDialog } from './upload-signed-xml';

/** A refused API call met while signing; the page shows the server's message. */
class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message || error.code);
    this.name = 'ApiFailure';
  }
}

type Stage = 'idle' | 'method' | 'signer' | 'upload';
interface Attempt {
  method: SignatureMethod;
  signer: Signer;
  fields: PkkUpdateFields;
}

function personLabel(p: { firstName: string; lastName: string; registrationNumber: string | null }): string {
  return p.registrationNumber ? `${p.firstName} ${p.lastName} (${p.registrationNumber})` : `${p.firstName} ${p.lastName}`;
}

/**
 * The course form and the signing flow of /pkk/course/{id}. Nothing typed is lost on a failure: the
 * values live here until the update is accepted (and across the trusted profile round trip in
 * sessionStorage).
 */
export function CourseEditor({ pkkId, form, returnToken, restored }: { pkkId: number; form: PkkCourseForm; returnToken: string | null; restored: CourseValues | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  const demoOffered = form.demoCertificate;
  const [values, setValues] = useState<CourseValues>(() => restored ?? initialCourseValues(form));
  const [changed, setChanged] = useState<ReadonlySet<CourseField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [ack, setAck] = useState({ signature: '', value: false });
  const [stage, setStage] = useState<Stage>('idle');
  const [method, setMethod] = useState<SignatureMethod | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<SigningFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<{ kind: SzafirOverlayKind; installed: string | null } | null>(null);
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  const lastAttempt = useRef<Attempt | null>(null);
  const returnHandled = useRef(false);

  const theory = form.theoryNeeded;
  const errors = validateCourse(values, theory);
  const valid = Object.keys(errors).length === 0;
  const fields = valid ? toUpdateFields(pkkId, values, theory) : null;
  const preflight = usePreflight(fields);
  const warningsKey = warningsSignature(preflight.result);
  const acknowledged = ack.value && ack.signature === warningsKey;
  const hasErrors = findingsOf(preflight.result, 'ERROR').length > 0;
  const needsAck = findingsOf(preflight.result, 'WARNING').length > 0 && !acknowledged;
  const signers = form.signers;

  const set = (field: CourseField, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? (field.endsWith('Id') ? null : '') }));
    setChanged((c) => new Set(c).add(field));
    setNotice(null);
  };
  const error = (field: CourseField) => (attempted || changed.has(field) ? fieldErrorText(t, errors[field]) : undefined);
  /** The course's instructor or lecturer, chosen from the school's people (none allowed). */
  const personSelect = (field: 'instructorId' | 'lecturerId', label: string, people: PkkCourseForm['instructors'], testId: string) => (
    <Select
      label={label}
      placeholder={t('pkkSigning.form.none')}
      data={people.map((p) => ({ value: String(p.id), label: personLabel(p) }))}
      value={values[field]}
      onChange={(v) => set(field, v)}
      clearable
      comboboxProps={{ withinPortal: false }}
      data-testid={testId}
    />
  );

  const apiFailure = (apiError: ApiError): SigningFailure => ({
    title: t('pkkSigning.result.failed'),
    description: apiErrorMessage(t, apiError),
    fields: (apiError.fields ?? []).map((f) => (f.key ? fieldErrorText(t, f.key) : f.message)).filter((x): x is string => typeof x === 'string'),
  });

  const dropToken = () => setSearch((s) => {
    const next = new URLSearchParams(s);
    next.delete(TRUSTED_PROFILE_TOKEN_PARAM);
    // The service's return address also says tpCancelled=1 when cancelled; the result call decides.
    next.delete('tpCancelled');
    return next;
  }, { replace: true });

  /** POST pkk/update with the signed document (base64); on success to /pkk/{id}. */
  const submit = async (requestBody: string, signedWith: SignatureMethod, request: PkkUpdateFields, signer: Signer): Promise<void> => {
    setBusy('pkkSigning.progress.sending');
    const answer = await submitUpdate(signer.clientLogin, { ...request, requestBody, method: signedWith });
    setBusy(null);
    if (!answer.ok) {
      setFailure(apiFailure(answer.error));
      return;
    }
    clearSigningState(pkkId);
    setStage('idle');
    notifications.show({ color: 'green', message: t('pkkSigning.result.sent') });
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('pkk') });
    void navigate(`/pkk/${pkkId}`);
  };

  const showSigningFailure = (cause: unknown) => {
    if (cause instanceof SigningError && cause.overlay) {
      setOverlay({ kind: cause.overlay, installed: cause.details });
    } else if (cause instanceof SigningError) {
      notifications.show({ color: 'red', message: t(cause.messageKey as 'msg.error.sign.failed') });
    } else if (cause instanceof ApiFailure) {
      setFailure(apiFailure(cause.error));
    } else if (cause instanceof TrustedProfileStartError) {
      setFailure(apiFailure(cause.result.error));
    } else {
      notifications.show({ color: 'red', message: t('msg.error.sign.failed') });
    }
  };

  const providerFor = async (signWith: SignatureMethod, request: PkkUpdateFields, signer: Signer): Promise<SignatureProvider> => {
    if (signWith === 'DEMO_CERTIFICATE') {
      // xadesjs only loads when the demo certificate is used.
      const { createDemoCertificateProvider } = await import('../signing/demo-certificate.provider');
      return createDemoCertificateProvider(async (s) => {
        const answer = await fetchDemoCertificate(s.id);
        if (!answer.ok) throw new ApiFailure(answer.error);
        return answer.data;
      });
    }
    if (signWith === 'QUALIFIED') {
      return createSzafirProvider(async () => {
        const answer = await fetchTaskList(request);
        if (!answer.ok) throw new ApiFailure(answer.error);
        return answer.data;
      });
    }
    return createTrustedProfileProvider({ pkkId, values: () => ({ ...values, signerId: String(signer.id) }), start: startTrustedProfile });
  };

  const sign = async (attempt: Attempt): Promise<void> => {
    lastAttempt.current = attempt;
    setFailure(null);
    setOverlay(null);
    setBusy('pkkSigning.progress.preparing');
    try {
      const document = await fetchUpdateXml(attempt.fields);
      if (!document.ok) throw new ApiFailure(document.error);
      const provider = await providerFor(attempt.method, attempt.fields, attempt.signer);
      setBusy(attempt.method === 'TRUSTED_PROFILE' ? 'pkkSigning.progress.redirecting' : 'pkkSigning.progress.signing');
      const signed = await provider.sign(document.data, attempt.signer);
      await submit(utf8ToBase64(signed.signedXml), signed.method, attempt.fields, attempt.signer);
    } catch (cause) {
      setBusy(null);
      showSigningFailure(cause);
    }
  };

  /** "Podpisz i wyślij": the form's rules, then a fresh pre-flight check, then the method dialog. */
  const startSigning = async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    setFailure(null);
    setNotice(null);
    if (!fields) return;
    setBusy('pkkSigning.preflight.checking');
    const checked = await preflight.checkNow(fields);
    setBusy(null);
    if (checked.error) {
      setFailure({ title: t('pkkSigning.preflight.failed'), description: apiErrorMessage(t, checked.error), fields: [] });
      return;
    }
    if (findingsOf(checked.result, 'ERROR').length > 0) {
      setNotice('pkkSigning.preflight.blocked');
      return;
    }
    if (findingsOf(checked.result, 'WARNING').length > 0 && !(ack.value && ack.signature === warningsSignature(checked.result))) {
      setNotice('pkkSigning.preflight.acknowledgeRequired');
      return;
    }
    setStage('method');
  };

  const confirmSigner = (signer: Signer) => {
    const next = { ...values, signerId: String(signer.id) };
    setValues(next);
    if (!method) return;
    const request = toUpdateFields(pkkId, next, theory);
    lastAttempt.current = { method, signer, fields: request };
    if (method === 'UPLOAD') {
      setStage('upload');
      return;
    }
    setStage('idle');
    void sign({ method, signer, fields: request });
  };

  const download = async (what: 'xml' | 'taskList') => {
    const attempt = lastAttempt.current;
    if (!attempt) return;
    setFailure(null);
    const answer = await (what === 'xml' ? fetchUpdateXml : fetchTaskList)(attempt.fields);
    if (!answer.ok) {
      setFailure(apiFailure(answer.error));
      return;
    }
    const number = form.pkk.profile.origin.number;
    saveFile(new Blob([answer.data], { type: 'text/xml;charset=utf-8' }), what === 'xml' ? `pkk-${number}.xml` : `pkk-${number}-lista-zadan.xml`);
  };

  const checkTrustedProfile = async (token: string) => {
    setPendingToken(null);
    setBusy('pkkSigning.progress.checking');
    let result;
    try {
      result = await fetchTrustedProfileResult(token);
    } catch (cause) {
      setBusy(null);
      dropToken();
      setFailure(cause instanceof ApiRequestError ? apiFailure(cause.error) : { title: t('pkkSigning.result.failed'), description: t('msg.error.sign.failed'), fields: [] });
      return;
    }
    setBusy(null);
    if (result.status === 'PENDING') {
      setPendingToken(token);
      return;
    }
    dropToken();
    if (result.status === 'CANCELLED' || !result.requestBody) {
      clearSigningState(pkkId);
      notifications.show({ color: 'yellow', message: t('pkkSigning.result.cancelled') });
      return;
    }
    const signer = signers.find((s) => String(s.id) === values.signerId);
    if (!fields || !signer) {
      setAttempted(true);
      return;
    }
    await submit(result.requestBody, 'TRUSTED_PROFILE', fields, signer);
  };

  useEffect(() => {
    if (!returnToken || returnHandled.current) return;
    returnHandled.current = true;
    void checkTrustedProfile(returnToken);
    // Once per return (the ref also guards StrictMode's second run): the values restored with the
    // page are the ones that were signed, so later edits must not re-run it.
  }, [returnToken]);

  const signDisabled = !valid || busy !== null || hasErrors || needsAck || signers.length === 0;

  return (
    <Stack gap="md">
      <CandidateSummary form={form} />
      <form onSubmit={(e) => void startSigning(e)} noValidate data-testid="pkk-course-form">
        <Card withBorder>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('pkkSigning.form.title')}
            </Title>
            {attempted && !valid && <InvalidFormAlert testId="pkk-course-invalid" />}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput type="date" required label={t('pkkSigning.form.startDate')} value={values.startDate} onChange={(e) => set('startDate', e.currentTarget.value)} error={error('startDate')} data-testid="pkk-course-start" />
              <TextInput type="date" label={t('pkkSigning.form.endDate')} value={values.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} error={error('endDate')} data-testid="pkk-course-end" />
              {personSelect('instructorId', t('pkkSigning.form.instructor'), form.instructors, 'pkk-course-instructor')}
              {theory && personSelect('lecturerId', t('pkkSigning.form.lecturer'), form.lecturers, 'pkk-course-lecturer')}
              <TextInput required inputMode="numeric" label={t('pkkSigning.form.practicalHours')} value={values.practicalClassHours} onChange={(e) => set('practicalClassHours', e.currentTarget.value)} error={error('practicalClassHours')} data-testid="pkk-course-practical-hours" />
              <TextInput inputMode="numeric" label={t('pkkSigning.form.practicalMinutes')} value={values.practicalClassMinutes} onChange={(e) => set('practicalClassMinutes', e.currentTarget.value)} error={error('practicalClassMinutes')} data-testid="pkk-course-practical-minutes" />
              {theory ? (
                <>
                  <TextInput required inputMode="numeric" label={t('pkkSigning.form.theoryHours')} value={values.theoryClassHours} onChange={(e) => set('theoryClassHours', e.currentTarget.value)} error={error('theoryClassHours')} data-testid="pkk-course-theory-hours" />
                  <TextInput inputMode="numeric" label={t('pkkSigning.form.theoryMinutes')} value={values.theoryClassMinutes} onChange={(e) => set('theoryClassMinutes', e.currentTarget.value)} error={error('theoryClassMinutes')} data-testid="pkk-course-theory-minutes" />
                </>
              ) : (
                <Text size="sm" c="dimmed" data-testid="pkk-course-no-theory">
                  {t('pkkSigning.form.noTheory', { category: form.category })}
                </Text>
              )}
              <Select
                required
                label={t('pkkSigning.form.signer')}
                data={signers.map((s) => ({ value: String(s.id), label: signerName(s) }))}
                value={values.signerId}
                onChange={(v) => set('signerId', v)}
                error={error('signerId')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                data-testid="pkk-course-signer"
              />
            </SimpleGrid>
            {signers.length === 0 && (
              <Alert color="yellow" data-testid="pkk-course-no-signers">
                {t('pkkSigning.form.noSigners')}
              </Alert>
            )}
          </Stack>
        </Card>
        <PreflightPanel result={preflight.result} error={preflight.error} loading={preflight.loading} acknowledged={acknowledged} onAcknowledge={(value) => setAck({ signature: warningsKey, value })} />
        <Stack gap="sm" mt="md">
          {notice && (
            <Alert color="red" role="alert" data-testid="pkk-course-notice">
              {t(notice as 'pkkSigning.preflight.blocked')}
            </Alert>
          )}
          {failure && <FailureAlert failure={failure} testId="pkk-course-failure" descriptionTestId="pkk-course-failure-description" />}
          {pendingToken && (
            <Alert color="blue" data-testid="pkk-course-pending">
              <Group justify="space-between">
                <Text size="sm">{t('pkkSigning.result.pending')}</Text>
                <Button size="xs" variant="light" onClick={() => void checkTrustedProfile(pendingToken)} data-testid="pkk-course-pending-retry">
                  {t('pkkSigning.result.checkAgain')}
                </Button>
              </Group>
            </Alert>
          )}
          {busy && (
            <Group gap="xs" data-testid="pkk-course-progress" aria-live="polite">
              <Loader size="xs" />
              <Text size="sm">{t(busy as 'pkkSigning.progress.signing')}</Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/pkk" data-testid="pkk-course-cancel">
              {t('pkkSigning.form.cancel')}
            </Button>
            <Button type="submit" disabled={signDisabled} data-testid="pkk-course-sign">
              {t('pkkSigning.form.sign')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SignatureMethodDialog
        opened={stage === 'method'}
        demoOffered={demoOffered}
        onClose={() => setStage('idle')}
        onChoose={(m) => {
          setMethod(m);
          setStage('signer');
        }}
      />
      {stage === 'signer' && <SignerPickDialog opened signers={signers} initialSignerId={values.signerId} onBack={() => setStage('method')} onConfirm={confirmSigner} />}
      <UploadSignedXmlDialog
        opened={stage === 'upload'}
        busy={busy !== null}
        failure={stage === 'upload' ? failure : null}
        onClose={() => setStage('idle')}
        onDownloadXml={() => void download('xml')}
        onDownloadTaskList={() => void download('taskList')}
        onSend={(xml) => {
          const attempt = lastAttempt.current;
          setFailure(null);
          if (attempt) void submit(utf8ToBase64(xml), 'UPLOAD', attempt.fields, attempt.signer);
        }}
      />
      {overlay && (
        <SzafirOverlay
          kind={overlay.kind}
          installed={overlay.installed}
          onSkip={() => {
            setOverlay(null);
            setStage('method');
          }}
          onRetry={() => {
            const attempt = lastAttempt.current;
            setOverlay(null);
            if (attempt) void sign(attempt);
          }}
        />
      )}
    </Stack>
  );
}
