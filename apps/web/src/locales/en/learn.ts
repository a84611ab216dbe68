/** Learning by module: /learn/choose and the learn screen. */
export const learn = {
  pageTitle: 'Learning',
};
