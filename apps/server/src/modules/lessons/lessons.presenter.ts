import type { CardLesson, Lesson, LessonCanceller, LessonOutcome, LessonType } from '@osk/contract';
import type { CardLessonRow, LessonView } from './lessons.repository.js';

// Lessons as the API shows them: pure functions of the rows (what the caller may do is decided by the service).

/**
 * A lesson as the calendar shows it; `canEdit` is whether the caller may change it, `canSetOutcome`
 * whether it may record what happened.
 */
export function toLesson(v: LessonView, canEdit: boolean, canSetOutcome: boolean): Lesson {
  return {
    id: v.id,
    lessonStatus: v.lessonStatus as Lesson['lessonStatus'],
    lessonType: v.lessonType as LessonType,
    lessonDate: v.lessonDate,
    startTime: v.startTime,
    endTime: v.endTime,
    instructor: v.instructor,
    student: v.student,
    group: v.group,
    car: v.car,
    canEdit,
    remarks: v.remarks,
    meetingPlace: v.meetingPlace,
    outcome: v.outcome as LessonOutcome | null,
    cancelledBy: v.cancelledBy as LessonCanceller | null,
    canSetOutcome,
  };
}

/** A conducted lesson offered for the progress card, not overridden; `selected` whether it is ticked. */
export function toCardLesson(l: CardLessonRow, selected: boolean): CardLesson {
  return {
    lessonId: l.id,
    lessonType: l.lessonType as LessonType,
    instructor: l.instructor,
    orginalLessonDate: l.lessonDate,
    orginalStartTime: l.startTime,
    orginalEndTime: l.endTime,
    overridedLessonDate: null,
    overridedStartTime: null,
    overridedEndTime: null,
    override: false,
    selected,
  };
}
