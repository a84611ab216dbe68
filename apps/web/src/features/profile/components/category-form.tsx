import { CategoryChangeForm, selectableCategories, type Student } from '@osk/contract';
import { Alert, Button, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { fieldErrorText } from '../../../lib/forms';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { updateStudent } from '../api/account-settings.api';
import { useStoreCurrentLearner } from '../../../entities/learner/current-learner';

const resolveCategory = schemaResolver(CategoryChangeForm, { sync: true });

/** Form values: the radio group holds the category id as a string. */
interface CategoryValues {
  category: string;
}

export interface CategoryFormProps {
  student: Student;
  onSaved: () => void;
}

/**
 * Category change (/profile/changeCategory): A, AM, B, C, D, T, and P only without a school (spec §1).
 * Disabled, with the reason, when the school set blockChangeCategory; the server refuses it too.
 */
export function CategoryForm({ student, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  const storeLearner = useStoreCurrentLearner();
  const options = selectableCategories(student.schoolId !== null);
  const blocked = student.blockChangeCategory;
  const form = useForm<CategoryValues>({
    mode: 'controlled',
    initialValues: { category: (options as readonly string[]).includes(student.category) ? student.category : '' },
    validate: resolveCategory,
  });
  const { submit, submitting, failure } = useFormSubmit(form, (values) => updateStudent(CategoryChangeForm.parse(values)), {
    onSuccess: (saved) => {
      storeLearner(saved);
      notifications.show({ color: 'green', message: t('msg.info.edit.successful') });
      onSaved();
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Stack gap="md">
        {blocked && (
          <Alert color="yellow" icon={<AlertIcon />} title={t('profile.categoryChange.blockedTitle')} data-testid="category-blocked">
            {t('profile.categoryChange.blocked')}
          </Alert>
        )}
        <FailureAlert failure={failure} testId="category-error" title={t('msg.error.edit.failed')} message={(f) => f.code !== 'msg.error.edit.failed' && apiErrorMessage(t, f)} />
        <Radio.Group
          label={t('profile.categoryChange.category')}
          required
          {...form.getInputProps('category')}
          error={fieldErrorText(t, form.errors.category)}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {options.map((category) => (
              <Radio
                key={category}
                value={category}
                label={t(`profile.categoryChange.options.${category}`)}
                disabled={blocked}
                data-testid={`category-option-${category}`}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {student.schoolId !== null && (
          <Text size="sm" c="dimmed">
            {t('profile.categoryChange.permitHint')}
          </Text>
        )}
        <Button type="submit" disabled={blocked} loading={submitting} data-testid="category-submit" style={{ alignSelf: 'flex-start' }}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
