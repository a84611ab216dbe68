import { Center, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { logoUrl } from '../api/school.api';

export interface SchoolLogoProps {
  schoolId: number;
  logoFilename: string | null;
  /** A picked file's preview URL, shown instead of the stored logo. */
  previewUrl?: string | null;
  testId?: string;
}

/** The school's logo (GET media/logo/{schoolId}), a picked file's preview, or an empty placeholder. */
export function SchoolLogo({ schoolId, logoFilename, previewUrl = null, testId = 'school-logo' }: SchoolLogoProps) {
  const { t } = useTranslation();
  const src = previewUrl ?? (logoFilename ? logoUrl(schoolId, logoFilename) : null);
  if (!src) {
    return (
      <Center h={120} w="100%" maw={240} bg="gray.0" bd="1px dashed var(--mantine-color-gray-4)" style={{ borderRadius: 8 }} data-testid={`${testId}-empty`}>
        <Text size="sm" c="dimmed">
          {t('school.logo.empty')}
        </Text>
      </Center>
    );
  }
  return <Image src={src} alt={t('school.logo.alt')} h={120} w="auto" maw={240} fit="contain" data-testid={testId} />;
}
