import { productName, type Payment, type PaymentStatus, type SchoolSubscription, type Subscription } from '@osk/contract';
import type { PaymentWithProduct, SubscriptionRow } from './payments.repository.js';
import { continueUrlOf } from './payments.continue.js';

// Subscriptions and payments as the API shows them: pure functions of the rows.

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.kind === 'CODE' ? 'CODE' : 'ONLINE',
    subscriptionType: row.subscriptionType === 'LECTURES' ? 'LECTURES' : 'TIMEBASED',
    numberOfDays: row.numberOfDays,
    price: row.priceGrosz / 100,
    priceGrosz: row.priceGrosz,
    multiLanguage: row.multiLanguage,
    discountAvailable: row.discountAvailable,
  };
}

export function toSchoolSubscription(row: SubscriptionRow): SchoolSubscription {
  return {
    ...toSubscription(row),
    type: 'ONLINE',
    accessType: row.accessType === 'SHORT' ? 'SHORT' : 'LONG',
    withBook: row.withBook,
    withLectures: row.withLectures,
  };
}

/** A payment of the history; its description is the product in words in the account's language. */
export function toPayment(row: PaymentWithProduct, language: string | undefined, now: Date = new Date()): Payment {
  const continueUrl = continueUrlOf(row, now);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    description: productName(row.product, language, row.quantity),
    amount: row.amountGrosz,
    status: row.status as PaymentStatus,
    paymentStart: row.createdAt.toISOString(),
    errorCode: row.errorCode,
    transactionId: row.providerPaymentId,
    confirmationType: row.confirmationType === 'INVOICE' ? 'INVOICE' : 'RECEIPT',
    quantity: row.quantity,
    product: row.product,
    continueUrl,
    continueUntil: continueUrl && row.redirectExpiresAt ? row.redirectExpiresAt.toISOString() : null,
  };
}
