/** What the core demo seed created, for the seeds of each area. */
export interface DemoBase {
  now: Date;
  /** Today in Europe/Warsaw, yyyy-MM-dd. */
  today: string;
  schoolId: number;
  studentUserId: number;
  studentId: number;
}
