import type { School } from '@osk/contract';

/** A school as `school/show` answers it, for component tests; override what a test is about. */
export function aSchool(overrides: Partial<School> = {}): School {
  return {
    id: 5,
    name: 'OSK Zebra',
    nip: '5260250274',
    email: 'osk@example.com',
    pinSet: true,
    defaultPasswordSet: true,
    activeTill: '2099-12-31',
    logoFilename: null,
    numberOfDaysOfLearn: 300,
    numberOfBooks: 40,
    booksAlertLevel: 20,
    sendInvoicesToMainEmail: true,
    billingEmail: null,
    sendInvoices: false,
    canAddInternational: false,
    canAddLecture: true,
    canUsePkk: false,
    guardianId: 2,
    address: { street: 'Prosta 1', city: 'Warszawa', postCode: '00-001' },
    billingAddress: { street: null, city: null, postCode: null },
    phoneNumber: '500600700',
    settings: {
      passingPercent: 68,
      startHour: 8,
      endHour: 18,
      scheduleForMonths: 3,
      minutesForLesson: 60,
      cancelationByEmployeeInMinutes: 60,
      cancelationByStudentInMinutes: 1440,
      categoriesToPick: ['B'],
      generateScheduleForFreeDays: false,
      daysOfWork: [1, 2, 3, 4, 5],
      ableToChangeCategory: true,
    },
    willBeBlockedAt: null,
    publicContact: { email: 'biuro@zielonafala.example', phoneNumber: '221234567', website: null },
    ...overrides,
  };
}
