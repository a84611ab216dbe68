import type { PageRoute } from '../../lib/page-routes';

export const schoolStudentsRoutes: PageRoute[] = [
  { path: 'school/students', users: ['SCHOOL'], page: () => import('./pages/students-list.page').then((m) => m.StudentsListPage) },
  { path: 'school/students/create', users: ['SCHOOL'], page: () => import('./pages/create-choice.page').then((m) => m.CreateChoicePage) },
  { path: 'school/students/create/:type', users: ['SCHOOL'], page: () => import('./pages/create-student.page').then((m) => m.CreateStudentPage) },
  { path: 'school/students/edit/:id', users: ['SCHOOL'], page: () => import('./pages/edit-student.page').then((m) => m.EditStudentPage) },
  { path: 'school/internalAccounts', users: ['SCHOOL'], page: () => import('./pages/internal-accounts.page').then((m) => m.InternalAccountsPage) },
];
