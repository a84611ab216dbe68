/** Subscriptions and payments: /subscription, the purchase dialog, codes, /payments, payment action pages and access notices. */
export const payments = {
  pageTitle: 'Подписка',
};
