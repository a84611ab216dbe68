import type { Car, CarStatus, Group, GroupStatus, Instructor, InstructorCategory } from '@osk/contract';
import type { CarRow, GroupRow, GroupStudentRow, InstructorRow } from './school-resources.repository.js';

// Cars, instructors and groups as the API shows them: pure functions of the rows.

export function toCar(row: CarRow): Car {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    schoolId: row.schoolId,
    manufacturer: row.manufacturer,
    model: row.model,
    yearOfProduction: row.yearOfProduction,
    nextCheckup: row.nextCheckup,
    insuranceExpires: row.insuranceExpires,
    status: row.status as CarStatus,
    vin: row.vin,
    remarks: row.remarks,
  };
}

export function toInstructor(row: InstructorRow): Instructor {
  const i = row.instructor;
  return {
    id: i.id,
    firstName: i.firstName,
    lastName: i.lastName,
    schoolId: i.schoolId,
    email: row.email,
    phoneNumber: row.phoneNumber,
    color: i.color,
    notificationsEnabled: i.notificationsEnabled,
    categories: i.categories as InstructorCategory[],
    registrationNumber: i.registrationNumber,
    additionalInfo1: i.additionalInfo1,
    additionalInfo2: i.additionalInfo2,
    remarks: i.remarks,
    status: i.status,
    userName: row.email,
  };
}

export function toGroup(row: GroupRow, members: GroupStudentRow[]): Group {
  return {
    id: row.id,
    name: row.name,
    schoolId: row.schoolId,
    status: row.status as GroupStatus,
    students: members.filter((m) => m.groupId === row.id).map((m) => ({ id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email })),
    createDate: row.createDate.toISOString(),
  };
}
