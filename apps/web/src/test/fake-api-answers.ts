import {
  ActivationResent,
  AttachAction,
  BooleanAnswer,
  CalendarFeed,
  Car,
  CarPage,
  CardLesson,
  CodeUseResult,
  Course,
  CourseModule,
  CourseSubject,
  DemoCertificate,
  ElearningProgress,
  Exam,
  ExamLight,
  ExamProgress,
  ExistenceCheckResult,
  Group,
  GroupPage,
  Guardian,
  HardQuestionIds,
  Instructor,
  InstructorPage,
  InternalExamCloseResult,
  InternalExamLight,
  InternalExamState,
  LearnAnswerResponse,
  LearnProgress,
  Learning,
  Lecture,
  LectureProgress,
  Lesson,
  LessonFieldIssue,
  LessonPage,
  LoginUser,
  ModuleCount,
  ModuleReview,
  Order,
  PartialRegistration,
  PasswordChanged,
  Payment,
  PaymentRedirect,
  PhoneChangeResult,
  PhoneExistsResult,
  PkkCourseForm,
  PkkDetail,
  PkkPage,
  PkkPreview,
  PkkSchoolInfo,
  PkkUpdateResult,
  PreflightResult,
  Product,
  PublicSchool,
  RegistrationResult,
  ResetPasswordDone,
  SchedulerFeatures,
  SchedulerSettings,
  SchedulerStudentPage,
  School,
  SchoolStudent,
  SchoolStudentCounts,
  SchoolStudentPage,
  SchoolSubscription,
  Signer,
  SignerPage,
  Slide,
  SlideOrError,
  Student,
  StudentCreationResult,
  Subscription,
  TrustedProfileResult,
  TrustedProfileStart,
  type ENDPOINTS,
  type ActionCreated,
  type ActivationLink,
  type ActivationResult,
  type ResetPasswordLink,
} from '@osk/contract';

/** Something with a zod-like parse: a contract schema, or one of the small checks below. */
interface Parser<T> {
  parse(input: unknown): T;
}

/** An answer the contract names no schema for: typed here, its shape left to the client's own check. */
function typed<T>(): Parser<T> {
  return { parse: (input) => input as T };
}

/** One of two shapes (an endpoint that answers a learner and a school differently). */
function either<A, B>(a: Parser<A>, b: Parser<B>): Parser<A | B> {
  return {
    parse(input) {
      try {
        return a.parse(input);
      } catch {
        return b.parse(input);
      }
    },
  };
}

const aNumber: Parser<number> = {
  parse(input) {
    if (typeof input !== 'number') throw new Error(`expected a number, got ${JSON.stringify(input)}`);
    return input;
  },
};

const aText: Parser<string> = {
  parse(input) {
    if (typeof input !== 'string') throw new Error(`expected a text, got ${JSON.stringify(input)}`);
    return input;
  },
};

/** No body (204): the handler answers undefined (or a Response with headers). */
const noBody: Parser<undefined> = {
  parse(input) {
    if (input !== undefined) throw new Error(`expected no body, got ${JSON.stringify(input)}`);
    return undefined;
  },
};

/** A file download: the handler answers a Response (fileResponse) or an error. */
const aFile: Parser<never> = {
  parse() {
    throw new Error('a file is answered with fileResponse()');
  },
};

const SlideList = Slide.array();

/**
 * What each endpoint answers, per method, as the fake API types and checks it: the contract's
 * schemas. An endpoint or method missing here cannot be given a handler (the compiler says so); add
 * it with the schema the web's client parses the answer with.
 */
export const FAKE_API_ANSWERS = {
  // accounts and sessions
  login: { POST: LoginUser },
  loginUuid: { POST: LoginUser },
  logout: { POST: noBody },
  studentShow: { GET: Student },
  studentShowById: { GET: either(SchoolStudent, Student) },
  studentUpdate: { POST: either(SchoolStudent, Student) },
  changeUserPassword: { POST: PasswordChanged },
  changePhoneNumber: { POST: PhoneChangeResult },
  contact: { POST: noBody },
  mediaToken: { POST: noBody },
  // registration and links
  studentCreate: { PUT: RegistrationResult },
  studentCreateCoupon: { PUT: RegistrationResult },
  checkIfEmailExists: { POST: BooleanAnswer },
  checkIfPhoneNumberExists: { POST: PhoneExistsResult },
  checkCoupon: { GET: BooleanAnswer },
  activate: { GET: typed<ActivationLink>(), POST: typed<ActivationResult>() },
  activateResend: { POST: ActivationResent },
  actionCreate: { PUT: typed<ActionCreated>() },
  actionResetPassword: { POST: ResetPasswordDone },
  actionResetPasswordCheck: { GET: typed<ResetPasswordLink>() },
  schoolPartial: { POST: PartialRegistration },
  schoolFinishStudentPartial: { POST: PartialRegistration },
  actionGet: { GET: AttachAction },
  actionConfirm: { GET: AttachAction },
  actionReject: { POST: AttachAction },
  schoolName: { GET: aText },
  schoolPublic: { GET: PublicSchool },
  backToEprawko: { GET: aText },
  // exams
  examDemo: { GET: Exam },
  examShow: { GET: Exam },
  examCreate: { PUT: Exam },
  examCreateForSchool: { PUT: Exam },
  examCreateQualification: { PUT: Exam },
  examCreateOwn: { PUT: Exam },
  examUpdate: { POST: { parse: (input: unknown) => (typeof input === 'object' && input !== null && 'execution' in input ? Exam.parse(input) : ExamProgress.parse(input)) } },
  examListLight: { GET: ExamLight.array() },
  pdfExam: { GET: aFile },
  // learning
  questionModules: { GET: ModuleCount.array() },
  progressLearn: { GET: LearnProgress.array() },
  progressLearnReview: { GET: ModuleReview.array() },
  progressLearnStore: { GET: typed<unknown>() },
  learningCreate: { PUT: Learning },
  learningCreateForSchool: { PUT: Learning },
  learningAnswer: { POST: LearnAnswerResponse },
  hardQuestionIds: { GET: HardQuestionIds },
  hardQuestionAdd: { GET: HardQuestionIds },
  hardQuestionRemove: { GET: HardQuestionIds },
  // payments
  subscriptionsForStudent: { GET: Subscription.array() },
  subscriptionsForSchool: { GET: SchoolSubscription.array() },
  checkDiscount: { GET: typed<number | { amount: number }>() },
  paynowCreate: { POST: PaymentRedirect },
  payWithCode: { GET: CodeUseResult },
  payWithDiscountCode: { GET: CodeUseResult },
  paymentsOfUser: { GET: Payment.array() },
  paymentDocument: { GET: aFile },
  // e-learning
  courseByCategory: { GET: Course.array() },
  elearningProgress: { GET: ElearningProgress },
  elearningProgressStore: { POST: ElearningProgress },
  courseModules: { GET: CourseModule.array() },
  courseSubjects: { GET: CourseSubject.array() },
  courseSlides: { GET: SlideList },
  courseSlide: { GET: SlideOrError },
  lectures: { GET: Lecture.array() },
  lectureProgress: { GET: LectureProgress.array() },
  lectureProgressStore: { POST: typed<unknown>() },
  // school
  schoolShow: { GET: School },
  guardianGet: { GET: Guardian },
  schoolUpdate: { POST: School },
  schoolUpdatePin: { POST: School },
  schoolUpdateDefaultPassword: { POST: School },
  schoolUpdateProperties: { POST: School },
  logoUpload: { POST: typed<{ logoFilename: string }>() },
  schoolCreate: { POST: RegistrationResult },
  // orders
  ordersProducts: { GET: Product.array() },
  ordersOfSchool: { GET: Order.array() },
  ordersCreate: { POST: Order },
  // the school's learners
  studentCountSchool: { GET: SchoolStudentCounts },
  studentShowSchool: { GET: SchoolStudentPage },
  studentShowSchoolInternal: { GET: SchoolStudent.array() },
  checkIfEmailExistsBySchool: { POST: ExistenceCheckResult },
  checkIfPhoneNumberExistsBySchool: { POST: ExistenceCheckResult },
  schoolCreateStudent: { POST: StudentCreationResult },
  schoolCreateStudentTemporal: { POST: StudentCreationResult },
  schoolAttachStudent: { PUT: StudentCreationResult },
  schoolAssignDays: { POST: typed<unknown>() },
  schoolAssignLectures: { POST: typed<unknown>() },
  schoolAssignInternalExams: { POST: typed<unknown>() },
  schoolResend: { POST: typed<unknown>() },
  schoolRemoveStudent: { POST: typed<unknown>() },
  // internal exams
  examInternalState: { GET: InternalExamState },
  examInternalClose: { POST: InternalExamCloseResult },
  examInternalCreate: { PUT: Exam },
  examInternalCreateForStudent: { PUT: Exam },
  examLightShowBySchool: { POST: InternalExamLight.array() },
  examLightCountBySchool: { POST: aNumber },
  examDelete: { GET: typed<{ deleted: boolean }>() },
  pdfInternalExam: { GET: aFile },
  // scheduler and school resources
  lessons: { GET: LessonPage, POST: Lesson },
  lesson: { GET: Lesson, PUT: Lesson, DELETE: noBody },
  lessonValidation: { POST: LessonFieldIssue.array() },
  instructors: { GET: InstructorPage, POST: Instructor },
  instructor: { GET: Instructor, PUT: Instructor, DELETE: noBody },
  cars: { GET: CarPage, POST: Car },
  car: { DELETE: noBody },
  groups: { GET: GroupPage, POST: Group },
  group: { PUT: Group, DELETE: noBody },
  groupValidation: { POST: typed<Array<{ field: string; reason: string }>>() },
  schedulerStudents: { GET: SchedulerStudentPage },
  cards: { GET: CardLesson.array(), POST: aFile },
  schedulerFeatures: { GET: SchedulerFeatures },
  schedulerSettings: { GET: SchedulerSettings },
  calendarFeed: { GET: CalendarFeed, POST: CalendarFeed, DELETE: CalendarFeed },
  // PKK
  signers: { GET: SignerPage, POST: Signer },
  signer: { PUT: Signer, DELETE: noBody },
  pkkRegistry: { POST: PkkPage },
  pkkSchoolInfo: { GET: PkkSchoolInfo },
  pkk: { GET: PkkDetail },
  pkkQuery: { GET: PkkDetail },
  pkkPreview: { GET: PkkPreview },
  pkkComplementary: { GET: noBody },
  pkkRemove: { GET: noBody },
  pkkReturn: { GET: noBody },
  pkkReturnToAuthority: { POST: noBody },
  pkkCourseForm: { GET: PkkCourseForm },
  pkkPreflight: { POST: PreflightResult },
  pkkXmlUpdate: { POST: aText },
  pkkTaskList: { POST: aText },
  pkkDemoCertificate: { POST: DemoCertificate },
  pkkTrustedProfileStart: { POST: TrustedProfileStart },
  pkkTrustedProfileResult: { GET: TrustedProfileResult },
  pkkUpdate: { POST: PkkUpdateResult },
} satisfies { [N in keyof typeof ENDPOINTS]?: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Parser<unknown>>> };

export type FakeApiAnswers = typeof FAKE_API_ANSWERS;
