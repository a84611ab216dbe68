import {
  MEDIA_TOKEN_HEADER,
  type ApiError,
  type Course,
  type CourseModule,
  type CourseSubject,
  type ElearningProgress,
  type Lecture,
  type LectureProgress,
  type Slide,
  type Student,
} from '@osk/contract';
import { apiError, FakeApi, type FakeCall, type FakeReply } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';

interface SlideSeed {
  id: number;
  moduleId: number;
  subjectId: number;
  lessonNumber: number;
  name: string;
  mp3?: boolean;
  video?: boolean;
}

/**
 * A stand-in for the e-learning, lecture and media-token calls in component tests: one learner
 * (student 31, account 7 as in loginUserFixture), a course of two modules (3 and 2 slides), two
 * lectures. It keeps the progress the calls store, so a test can leave and come back.
 */
export class FakeElearningServer {
  student: Student;
  courses: Course[] = [
    { id: 5, name: 'Kurs kategorii B', description: 'Przepisy krok po kroku', category: 'B', language: 'PL', modulesNumber: 2, slaidsNumber: 5, percentage: 0 },
  ];
  modules: CourseModule[] = [
    { id: 11, courseId: 5, moduleNumber: 1, name: 'Znaki drogowe', subjectsNumber: 2, slaidsNumber: 3, percentage: 0 },
    { id: 12, courseId: 5, moduleNumber: 2, name: 'Skrzyżowania', subjectsNumber: 1, slaidsNumber: 2, percentage: 0 },
  ];
  subjects: Record<number, CourseSubject[]> = {
    11: [
      { id: 21, name: 'Znaki ostrzegawcze', slaidsNumber: 2, percentage: 0 },
      { id: 22, name: 'Znaki zakazu', slaidsNumber: 1, percentage: 0 },
    ],
    12: [{ id: 23, name: 'Pierwszeństwo', slaidsNumber: 2, percentage: 0 }],
  };
  seeds: SlideSeed[] = [
    { id: 101, moduleId: 11, subjectId: 21, lessonNumber: 1, name: 'Trójkąt ostrzegawczy', mp3: true, video: true },
    { id: 102, moduleId: 11, subjectId: 21, lessonNumber: 2, name: 'Zakręt niebezpieczny', mp3: true },
    { id: 103, moduleId: 11, subjectId: 22, lessonNumber: 3, name: 'Zakaz wjazdu' },
    { id: 104, moduleId: 12, subjectId: 23, lessonNumber: 1, name: 'Prawa ręka', mp3: true },
    { id: 105, moduleId: 12, subjectId: 23, lessonNumber: 2, name: 'Droga z pierwszeństwem' },
  ];
  viewed = new Set<number>();
  position: ElearningProgress | null = null;
  lectures: Lecture[] = [
    { id: 1, title: 'Wykład 1: Znaki', link: '/api/pliki/wyklady/w1.webm', description: 'O znakach', time: 8 },
    { id: 2, title: 'Wykład 2: Skrzyżowania', link: '/api/pliki/wyklady/w2.webm', description: 'O skrzyżowaniach', time: 12 },
    { id: 3, title: 'Wykład 3: Manewry', link: '/api/pliki/wyklady/w3.webm', description: 'O manewrach', time: 10 },
  ];
  lectureProgress: LectureProgress[] = [];
  /** Status and code the lecture calls answer with instead (no access). */
  lecturesRefusal: { status: number; code: string } | null = null;
  /** The token POST media/token answers in its header. */
  mediaToken = 'media-token-xyz';

  constructor(student: Partial<Student> = {}) {
    this.student = aStudent({ id: 31, userId: 7, learningAvailableTill: '2099-01-01', lecturesAvailableTill: '2099-01-01', ...student });
  }

  slide(seed: SlideSeed): Slide {
    const module = this.modules.find((m) => m.id === seed.moduleId);
    const subject = Object.values(this.subjects).flat().find((s) => s.id === seed.subjectId);
    const attachements: Slide['attachements'] = [{ id: seed.id * 10, type: 'IMAGE', file: `/api/pliki/kurs/${seed.id}.png` }];
    if (seed.mp3) attachements.push({ id: seed.id * 10 + 1, type: 'MP3', file: `/api/pliki/kurs/${seed.id}.mp3` });
    if (seed.video) attachements.push({ id: seed.id * 10 + 2, type: 'VIDEO', file: `/api/pliki/kurs/${seed.id}.webm` });
    return {
      id: seed.id,
      subjectId: seed.subjectId,
      courseModuleId: seed.moduleId,
      courseId: 5,
      lessonNumber: seed.lessonNumber,
      name: seed.name,
      content: `Pierwszy akapit ${seed.name}.\n\nDrugi akapit.`,
      module: { id: seed.moduleId, moduleNumber: module?.moduleNumber ?? 1, name: module?.name ?? '' },
      subject: { id: seed.subjectId, name: subject?.name ?? '' },
      image: `/api/pliki/kurs/${seed.id}.png`,
      video: seed.video ? `/api/pliki/kurs/${seed.id}.webm` : null,
      attachements,
      viewed: this.viewed.has(seed.id),
      slaidsInModule: this.seeds.filter((s) => s.moduleId === seed.moduleId).length,
    };
  }

  private percentage(): number {
    return Math.round((this.viewed.size * 100) / this.seeds.length);
  }

  private progressOfCourse(): ElearningProgress {
    return this.position ? { ...this.position, percentage: this.percentage() } : { studentId: 31, courseId: 5, moduleNumber: null, subjectId: null, slaidId: null, lessonNumber: null, moduleId: null, percentage: this.percentage() };
  }

  /** The calls of one kind, by a piece of their path (and method). */
  calls(fragment: string, method?: string): FakeCall[] {
    return this.requests.filter((r) => r.url.includes(fragment) && (!method || r.method === method));
  }

  /** The bodies of the stored e-learning positions, in order. */
  storedSlides(): number[] {
    return this.calls('learning/progress', 'POST').map((r) => (r.body as { slaidId: number }).slaidId);
  }

  /** Lecture calls answer the refusal while there is one. */
  private lectureCall<T>(answer: () => T): T | FakeReply<ApiError> {
    return this.lecturesRefusal ? apiError(this.lecturesRefusal.status, this.lecturesRefusal.code, 'Twój dostęp do e-wykładów wygasł.') : answer();
  }

  readonly api = new FakeApi()
    .get('studentShow', () => this.student)
    .post('mediaToken', () => new Response(null, { status: 204, headers: { [MEDIA_TOKEN_HEADER]: this.mediaToken } }))
    .get('courseByCategory', ({ params, query }) =>
      query.has('language') ? this.courses.filter((c) => c.category === params.category).map((c) => ({ ...c, percentage: this.percentage() })) : apiError(400, 'msg.validation.invalid'),
    )
    .post('elearningProgressStore', ({ body }) => {
      const request = body as { slaidId: number; courseId: number; moduleNumber: number; subjectId: number; lessonNumber: number; studentId: number };
      const seed = this.seeds.find((s) => s.id === request.slaidId);
      if (!seed) return apiError(400, 'msg.validation.elearning.position', 'bad');
      this.viewed.add(seed.id);
      this.position = { studentId: request.studentId, courseId: 5, moduleNumber: request.moduleNumber, subjectId: request.subjectId, slaidId: seed.id, lessonNumber: seed.lessonNumber, moduleId: seed.moduleId, percentage: 0 };
      return this.progressOfCourse();
    })
    .get('elearningProgress', () => this.progressOfCourse())
    .get('courseModules', () => this.modules)
    .get('courseSubjects', ({ params }) => this.subjects[Number(params.moduleId)] ?? [])
    .get('courseSlides', ({ params }) => this.seeds.filter((s) => s.subjectId === Number(params.subjectId)).map((s) => this.slide(s)))
    .get('courseSlide', ({ params }) => {
      const seed = this.seeds.find((s) => s.moduleId === Number(params.moduleId) && s.lessonNumber === Number(params.lesson));
      return seed ? this.slide(seed) : { error: 'msg.error.elearning.slide.not.found' };
    })
    .post('lectureProgressStore', ({ body }) =>
      this.lectureCall(() => {
        const request = body as LectureProgress;
        const before = this.lectureProgress.find((p) => p.lectureId === request.lectureId);
        const entry = { ...request, finished: request.finished || before?.finished === true };
        this.lectureProgress = [...this.lectureProgress.filter((p) => p.lectureId !== request.lectureId), entry];
        return entry;
      }),
    )
    .get('lectureProgress', () => this.lectureCall(() => this.lectureProgress))
    .get('lectures', () => this.lectureCall(() => this.lectures));

  readonly requests = this.api.requests;
  readonly fetch = this.api.fetch;
}
