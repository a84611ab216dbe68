import {
  MEDIA_TOKEN_HEADER,
  type Course,
  type CourseModule,
  type CourseSubject,
  type ElearningProgress,
  type Lecture,
  type LectureProgress,
  type Slide,
  type Student,
} from '@osk/contract';
import { jsonResponse } from '../../../test/app-test-utils';
import { aStudent } from '../../../test/student.fixture';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

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
  readonly requests: Recorded[] = [];
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
  calls(fragment: string, method?: string): Recorded[] {
    return this.requests.filter((r) => r.url.includes(fragment) && (!method || r.method === method));
  }

  /** The bodies of the stored e-learning positions, in order. */
  storedSlides(): number[] {
    return this.calls('learning/progress', 'POST').map((r) => (r.body as { slaidId: number }).slaidId);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ method, url, body, headers: new Headers(init?.headers) });
    const path = url.replace(/^\/api\//, '').replace(/^eprawko-rest\//, '');
    let m: RegExpExecArray | null;
    if (path === 'student/show') return jsonResponse(200, this.student);
    if (method === 'POST' && path === 'media/token') return new Response(null, { status: 204, headers: { [MEDIA_TOKEN_HEADER]: this.mediaToken } });
    if ((m = /^learning\/course\/category\/(\w+)\?language=(\w+)$/.exec(path))) {
      return jsonResponse(200, this.courses.filter((c) => c.category === m?.[1]).map((c) => ({ ...c, percentage: this.percentage() })));
    }
    if (method === 'POST' && path === 'learning/progress') {
      const request = body as { slaidId: number; courseId: number; moduleNumber: number; subjectId: number; lessonNumber: number; studentId: number };
      const seed = this.seeds.find((s) => s.id === request.slaidId);
      if (!seed) return jsonResponse(400, { code: 'msg.validation.elearning.position', message: 'bad' });
      this.viewed.add(seed.id);
      this.position = { studentId: request.studentId, courseId: 5, moduleNumber: request.moduleNumber, subjectId: request.subjectId, slaidId: seed.id, lessonNumber: seed.lessonNumber, moduleId: seed.moduleId, percentage: 0 };
      return jsonResponse(200, this.progressOfCourse());
    }
    if ((m = /^learning\/progress\/(\d+)\/(\d+)$/.exec(path))) return jsonResponse(200, this.progressOfCourse());
    if ((m = /^learning\/course\/modules\/(\d+)$/.exec(path))) return jsonResponse(200, this.modules);
    if ((m = /^learning\/course\/subjects\/(\d+)$/.exec(path))) return jsonResponse(200, this.subjects[Number(m[1])] ?? []);
    if ((m = /^learning\/course\/slaids\/(\d+)\/(\d+)$/.exec(path))) {
      const subjectId = Number(m[1]);
      return jsonResponse(200, this.seeds.filter((s) => s.subjectId === subjectId).map((s) => this.slide(s)));
    }
    if ((m = /^learning\/course\/slaid\/(\d+)\/(\d+)$/.exec(path))) {
      const seed = this.seeds.find((s) => s.moduleId === Number(m?.[1]) && s.lessonNumber === Number(m?.[2]));
      return jsonResponse(200, seed ? this.slide(seed) : { error: 'msg.error.elearning.slide.not.found' });
    }
    if (path.startsWith('lecture/lecture/')) {
      if (this.lecturesRefusal) return jsonResponse(this.lecturesRefusal.status, { code: this.lecturesRefusal.code, message: 'Twój dostęp do e-wykładów wygasł.' });
      if (method === 'POST' && path === 'lecture/lecture/progres') {
        const request = body as LectureProgress;
        const before = this.lectureProgress.find((p) => p.lectureId === request.lectureId);
        const entry = { ...request, finished: request.finished || before?.finished === true };
        this.lectureProgress = [...this.lectureProgress.filter((p) => p.lectureId !== request.lectureId), entry];
        return jsonResponse(200, entry);
      }
      if (/^lecture\/lecture\/progres\/\d+$/.test(path)) return jsonResponse(200, this.lectureProgress);
      if (/^lecture\/lecture\/\d+$/.test(path)) return jsonResponse(200, this.lectures);
    }
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'not found' });
  };
}
