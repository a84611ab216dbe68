import { displayCategory, type ExamLight } from '@osk/contract';
import { Text } from '@mantine/core';

/** An exam's category, with a dimmed short note when it was an initial qualification test or the hard questions. */
export function ExamCategory({ exam, notes, hardTestId }: { exam: Pick<ExamLight, 'category' | 'type'>; notes: { qualification: string; hard: string }; hardTestId: string }) {
  return (
    <>
      {displayCategory(exam.category)}
      {exam.type === 'QUALIFICATION' && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({notes.qualification})
        </Text>
      )}
      {exam.type === 'HARD' && (
        <Text span size="xs" c="dimmed" data-testid={hardTestId}>
          {' '}
          ({notes.hard})
        </Text>
      )}
    </>
  );
}
