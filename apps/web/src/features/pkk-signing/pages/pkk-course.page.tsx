import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLinkFrame, PageLoadError, PageLoading } from '../../../components/page-frame';
import { useCourseForm } from '../api/pkk-signing.api';
import { CourseEditor } from '../components/course-editor';
import { readSigningState } from '../lib/trusted-profile-state';
import { TRUSTED_PROFILE_TOKEN_PARAM } from '../signing/trusted-profile.provider';

/**
 * /pkk/course/{id}: the PKK course update with electronic signing (school document §2.2 "PKK edit",
 * §4 "PKK signing"; issue 11). The form is read in one call (`GET pkk/course/{id}`); coming back
 * from the trusted profile (?tpToken=…) restores what was typed before leaving.
 */
export function PkkCoursePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const course = useCourseForm(id, valid);
  const [search] = useSearchParams();
  const token = search.get(TRUSTED_PROFILE_TOKEN_PARAM);

  return (
    <BackLinkFrame title={t('pkkSigning.title')} testId="pkk-course-page" back={{ to: '/pkk', label: t('pkkSigning.back'), testId: 'pkk-course-back' }} maxWidth={900}>
      {course.isPending && valid ? (
        <PageLoading testId="pkk-course-loading" />
      ) : !valid || course.isError || !course.data ? (
        <PageLoadError title={t('msg.error.pkk.load')} error={course.error} retry={() => void course.refetch()} testId="pkk-course-load-error" />
      ) : (
        <CourseEditor key={id} pkkId={id} form={course.data} returnToken={token} restored={token ? (readSigningState(id)?.values ?? null) : null} />
      )}
    </BackLinkFrame>
  );
}
