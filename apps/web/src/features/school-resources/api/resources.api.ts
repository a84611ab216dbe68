import {
  Car,
  CarPage,
  ENDPOINTS,
  Group,
  GroupPage,
  Instructor,
  InstructorPage,
  LessonPage,
  OTHER_LESSONS_PAGE_SIZE,
  PhoneExistsResult,
  SchedulerStudentPage,
  type CarRequest,
  type GroupRequest,
  type InstructorRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiResult, type ResponseParser } from '../../../lib/api/api-client';
import { todayIso } from '../../../lib/dates';

/**
 * The school's cars, instructors and groups (school document §7 "Scheduler"). Calls live under
 * /api/lessons/ (ENDPOINTS are relative to the API base). Lists are TanStack queries keyed by their
 * query string; writes answer their failure as a value.
 */

const Ignored: ResponseParser<null> = { parse: () => null };
const withId = (path: string, id: number) => path.replace('{id}', String(id));

/** Forgets the cached lists of a kind so the list reloads after a write. */
export function useRefreshList(kind: 'cars' | 'instructors' | 'groups'): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['school-resources', kind] });
}

// ---- cars ----

/** GET lessons/cars?pageNumber&registrationNumber&status&sortBy&direction. */
export function useCarPage(query: string) {
  return useQuery({
    queryKey: ['school-resources', 'cars', query] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.cars}?${query}`, { parser: CarPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST lessons/cars: creates a car (no id) or updates it (with id). */
export function saveCar(request: CarRequest): Promise<ApiResult<Car>> {
  return apiSend('POST', ENDPOINTS.cars, { json: request, parser: Car });
}

/** DELETE lessons/cars/{id}. */
export function deleteCar(id: number): Promise<ApiResult<null>> {
  return apiSend('DELETE', withId(ENDPOINTS.car, id), { parser: Ignored });
}

// ---- instructors ----

/** GET lessons/instructor?pageNumber&firstName&lastName&status&sortBy&direction. */
export function useInstructorPage(query: string) {
  return useQuery({
    queryKey: ['school-resources', 'instructors', query] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.instructors}?${query}`, { parser: InstructorPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST lessons/instructor: a new instructor (the server creates the login and mails an invitation). */
export function createInstructor(request: InstructorRequest): Promise<ApiResult<Instructor>> {
  return apiSend('POST', ENDPOINTS.instructors, { json: request, parser: Instructor });
}

/** PUT lessons/instructor/{id}: everything but e-mail and phone. */
export function updateInstructor(id: number, request: InstructorRequest): Promise<ApiResult<Instructor>> {
  return apiSend('PUT', withId(ENDPOINTS.instructor, id), { json: request, parser: Instructor });
}

/** DELETE lessons/instructor/{id}: deactivates the instructor. */
export function deleteInstructor(id: number): Promise<ApiResult<null>> {
  return apiSend('DELETE', withId(ENDPOINTS.instructor, id), { parser: Ignored });
}

const BooleanAnswer: ResponseParser<boolean> = {
  parse(input) {
    if (typeof input !== 'boolean') throw new Error('not a boolean');
    return input;
  },
};

/** POST eprawko-rest/checkIfEmailExists {email}: whether an account already uses the address. */
export async function isEmailUsed(email: string): Promise<boolean> {
  const answer = await apiSend('POST', ENDPOINTS.checkIfEmailExists, { json: { email }, parser: BooleanAnswer });
  return answer.ok && answer.data;
}

/** POST eprawko-rest/checkIfPhoneNumberExists {phoneNumber}: whether an account already uses the number. */
export async function isPhoneUsed(phoneNumber: string): Promise<boolean> {
  const answer = await apiSend('POST', ENDPOINTS.checkIfPhoneNumberExists, { json: { phoneNumber }, parser: PhoneExistsResult });
  return answer.ok && answer.data.exists;
}

// ---- groups ----

/** GET lessons/group?pageNumber&name&status&sortBy&direction. */
export function useGroupPage(query: string) {
  return useQuery({
    queryKey: ['school-resources', 'groups', query] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.groups}?${query}`, { parser: GroupPage, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST lessons/group. */
export function createGroup(request: GroupRequest): Promise<ApiResult<Group>> {
  return apiSend('POST', ENDPOINTS.groups, { json: request, parser: Group });
}

/** PUT lessons/group/{id}. */
export function updateGroup(id: number, request: GroupRequest): Promise<ApiResult<Group>> {
  return apiSend('PUT', withId(ENDPOINTS.group, id), { json: request, parser: Group });
}

/** DELETE lessons/group/{id}. */
export function deleteGroup(id: number): Promise<ApiResult<null>> {
  return apiSend('DELETE', withId(ENDPOINTS.group, id), { parser: Ignored });
}

/** The findings of `POST lessons/validation/group`: a list of {field, reason}. */
const FieldReasons: ResponseParser<Array<{ field: string; reason: string }>> = {
  parse(input) {
    if (!Array.isArray(input)) throw new Error('not a list');
    return input.map((item: unknown) => {
      const r = item as { field?: unknown; reason?: unknown };
      return { field: String(r.field ?? ''), reason: String(r.reason ?? '') };
    });
  },
};

/** POST lessons/validation/group {id, name}: whether the name is taken in the school (reason alreadyUsed). */
export async function isGroupNameUsed(id: number | null, name: string): Promise<boolean> {
  const answer = await apiSend('POST', ENDPOINTS.groupValidation, { json: { id, name }, parser: FieldReasons });
  return answer.ok && answer.data.some((issue) => issue.field === 'name' && issue.reason === 'alreadyUsed');
}

/** GET lessons/student?searchTerm&sortBy=registerDate&direction=DESC&status=ACTIVE: the learner search. */
export function useStudentSearch(searchTerm: string) {
  const params = new URLSearchParams({ searchTerm: searchTerm.trim(), sortBy: 'registerDate', direction: 'DESC', status: 'ACTIVE' });
  return useQuery({
    queryKey: ['school-resources', 'students', params.toString()] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.schedulerStudents}?${params.toString()}`, { parser: SchedulerStudentPage, signal }),
    enabled: searchTerm.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET lessons/lesson?groupId&after=today&pageSize=1000: the group's upcoming lessons. */
export function useGroupLessons(groupId: number | null) {
  const params = new URLSearchParams({ groupId: String(groupId), after: todayIso(), pageSize: String(OTHER_LESSONS_PAGE_SIZE) });
  return useQuery({
    queryKey: ['school-resources', 'group-lessons', groupId] as const,
    queryFn: ({ signal }) => apiGet(`${ENDPOINTS.lessons}?${params.toString()}`, { parser: LessonPage, signal }),
    enabled: groupId !== null,
    retry: false,
  });
}
