import type { UserStatus, UserType } from '@osk/contract';
import type { Db } from '../src/db/client.js';
import { instructors, schools, students, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Options for a test account. */
export interface UserOptions {
  email?: string;
  phoneNumber?: string | null;
  password?: string;
  status?: UserStatus;
  internal?: boolean;
  startPage?: string | null;
  willBeBlockedAt?: Date | null;
}

/** A created account with its password. */
export interface CreatedUser {
  userId: number;
  email: string;
  password: string;
}

async function createUser(db: Db, userType: UserType, options: UserOptions): Promise<CreatedUser> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.com`;
  const password = options.password ?? 'Haslo123!';
  const [row] = await db
    .insert(users)
    .values({
      email,
      phoneNumber: options.phoneNumber === undefined ? null : options.phoneNumber,
      passwordHash: await hashOnce(password),
      status: options.status ?? 'ACTIVE',
      userType,
      internal: options.internal ?? false,
      startPage: options.startPage ?? null,
      willBeBlockedAt: options.willBeBlockedAt ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return { userId: row.id, email, password };
}

/** A school with its account. */
export async function createSchool(db: Db, options: UserOptions & { name?: string } = {}): Promise<CreatedUser & { schoolId: number }> {
  const user = await createUser(db, 'SCHOOL', options);
  const [row] = await db.insert(schools).values({ userId: user.userId, name: options.name ?? `OSK ${sequence}` }).returning({ id: schools.id });
  if (!row) throw new Error('school insert returned nothing');
  return { ...user, schoolId: row.id };
}

/** A learner with its account. */
export async function createStudent(
  db: Db,
  options: UserOptions & { schoolId?: number | null; firstName?: string; lastName?: string; learningAvailableTill?: string | null } = {},
): Promise<CreatedUser & { studentId: number }> {
  const user = await createUser(db, 'STUDENT', options);
  const [row] = await db
    .insert(students)
    .values({
      userId: user.userId,
      schoolId: options.schoolId ?? null,
      firstName: options.firstName ?? 'Jan',
      lastName: options.lastName ?? 'Testowy',
      learningAvailableTill: options.learningAvailableTill ?? null,
    })
    .returning({ id: students.id });
  if (!row) throw new Error('student insert returned nothing');
  return { ...user, studentId: row.id };
}

/** An instructor of a school with its account. */
export async function createInstructor(db: Db, schoolId: number, options: UserOptions = {}): Promise<CreatedUser & { instructorId: number }> {
  const user = await createUser(db, 'INSTRUCTOR', options);
  const [row] = await db.insert(instructors).values({ userId: user.userId, schoolId, firstName: 'Ewa', lastName: 'Instruktorka' }).returning({ id: instructors.id });
  if (!row) throw new Error('instructor insert returned nothing');
  return { ...user, instructorId: row.id };
}
