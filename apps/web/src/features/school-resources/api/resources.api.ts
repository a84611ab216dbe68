import {
  carDelete,
  carSave,
  carsList,
  emailExistsCheck,
  groupCreate,
  groupDelete,
  groupsList,
  groupUpdate,
  groupValidate,
  instructorCreate,
  instructorDelete,
  instructorsList,
  instructorUpdate,
  lessonsList,
  OTHER_LESSONS_PAGE_SIZE,
  phoneExistsCheck,
  schedulerStudentsList,
  type Car,
  type CarRequest,
  type Group,
  type GroupRequest,
  type Instructor,
  type InstructorRequest,
} from '@osk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, ResponseParser } from '../../../lib/api/api-client';
import { apiCall, IgnoredBody, queryOfText } from '../../../lib/api/endpoint-client';
import { todayIso } from '../../../lib/dates';

/**
 * The school's cars, instructors and groups (school document §7 "Scheduler"). Calls live under
 * /api/lessons/ (ENDPOINTS are relative to the API base). Lists are TanStack queries keyed by their
 * query string; writes answer their failure as a value.
 */

type ResourceKind = 'cars' | 'instructors' | 'groups';

/** A page of a kind's list, keyed by its query string; the previous page stays on screen while the next loads. */
function useResourcePage<T>(kind: ResourceKind, query: string, read: (query: Record<string, string>, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: ['school-resources', kind, query] as const,
    queryFn: ({ signal }) => read(queryOfText(query), signal),
    placeholderData: keepPreviousData,
  });
}

/** Forgets the cached lists of a kind so the list reloads after a write. */
export function useRefreshList(kind: ResourceKind): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['school-resources', kind] });
}

// ---- cars ----

/** GET lessons/cars?pageNumber&registrationNumber&status&sortBy&direction. */
export const useCarPage = (query: string) => useResourcePage('cars', query, (q, signal) => apiCall(carsList, { query: q }, { signal }));

/** POST lessons/cars: creates a car (no id) or updates it (with id). */
export function saveCar(request: CarRequest): Promise<ApiResult<Car>> {
  return apiCall(carSave, { body: request });
}

/** DELETE lessons/cars/{id}. */
export function deleteCar(id: number): Promise<ApiResult<null>> {
  return apiCall(carDelete, { params: { id } }, { parser: IgnoredBody });
}

// ---- instructors ----

/** GET lessons/instructor?pageNumber&firstName&lastName&status&sortBy&direction. */
export const useInstructorPage = (query: string) => useResourcePage('instructors', query, (q, signal) => apiCall(instructorsList, { query: q }, { signal }));

/** POST lessons/instructor: a new instructor (the server creates the login and mails an invitation). */
export function createInstructor(request: InstructorRequest): Promise<ApiResult<Instructor>> {
  return apiCall(instructorCreate, { body: request });
}

/** PUT lessons/instructor/{id}: everything but e-mail and phone. */
export function updateInstructor(id: number, request: InstructorRequest): Promise<ApiResult<Instructor>> {
  return apiCall(instructorUpdate, { params: { id }, body: request });
}

/** DELETE lessons/instructor/{id}: deactivates the instructor. */
export function deleteInstructor(id: number): Promise<ApiResult<null>> {
  return apiCall(instructorDelete, { params: { id } }, { parser: IgnoredBody });
}

/** POST eprawko-rest/checkIfEmailExists {email}: whether an account already uses the address. */
export async function isEmailUsed(email: string): Promise<boolean> {
  const answer = await apiCall(emailExistsCheck, { body: { email } });
  return answer.ok && answer.data;
}

/** POST eprawko-rest/checkIfPhoneNumberExists {phoneNumber}: whether an account already uses the number. */
export async function isPhoneUsed(phoneNumber: string): Promise<boolean> {
  const answer = await apiCall(phoneExistsCheck, { body: { phoneNumber } });
  return answer.ok && answer.data.exists;
}

// ---- groups ----

/** GET lessons/group?pageNumber&name&status&sortBy&direction. */
export const useGroupPage = (query: string) => useResourcePage('groups', query, (q, signal) => apiCall(groupsList, { query: q }, { signal }));

/** POST lessons/group. */
export function createGroup(request: GroupRequest): Promise<ApiResult<Group>> {
  return apiCall(groupCreate, { body: request });
}

/** PUT lessons/group/{id}. */
export function updateGroup(id: number, request: GroupRequest): Promise<ApiResult<Group>> {
  return apiCall(groupUpdate, { params: { id }, body: request });
}

/** DELETE lessons/group/{id}. */
export function deleteGroup(id: number): Promise<ApiResult<null>> {
  return apiCall(groupDelete, { params: { id } }, { parser: IgnoredBody });
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
  const answer = await apiCall(groupValidate, { body: { id, name } }, { parser: FieldReasons });
  return answer.ok && answer.data.some((issue) => issue.field === 'name' && issue.reason === 'alreadyUsed');
}

/** GET lessons/student?searchTerm&sortBy=registerDate&direction=DESC&status=ACTIVE: the learner search. */
export function useStudentSearch(searchTerm: string) {
  const query = { searchTerm: searchTerm.trim(), sortBy: 'registerDate', direction: 'DESC', status: 'ACTIVE' } as const;
  return useQuery({
    queryKey: ['school-resources', 'students', query] as const,
    queryFn: ({ signal }) => apiCall(schedulerStudentsList, { query }, { signal }),
    enabled: searchTerm.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET lessons/lesson?groupId&after=today&pageSize=1000: the group's upcoming lessons. */
export function useGroupLessons(groupId: number | null) {
  return useQuery({
    queryKey: ['school-resources', 'group-lessons', groupId] as const,
    queryFn: ({ signal }) => apiCall(lessonsList, { query: { groupId, after: todayIso(), pageSize: OTHER_LESSONS_PAGE_SIZE } }, { signal }),
    enabled: groupId !== null,
    retry: false,
  });
}
