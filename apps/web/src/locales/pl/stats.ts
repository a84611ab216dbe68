/** Statistics /stats/{id?} and the exam report print dialog. */
export const stats = {
  pageTitle: 'Statystyki',
};
