import { isValidNip, type CONFIRMATION_TYPES } from '@osk/contract';

/** The receipt-or-invoice choice; EMPTY until the payer picks one. */
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/** What the purchase dialog asks for (spec §3 Payment request, §5 Invoice). */
export interface PurchaseValues {
  discountCode: string;
  confirmationType: ConfirmationType;
  nip: string;
  invoiceName: string;
  invoiceAddress: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Locale keys of the purchase dialog's field errors (translated when shown, so a language switch follows). */
export type PurchaseErrors = Partial<Record<keyof PurchaseValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5: receipt or invoice must be chosen; an invoice needs a NIP with a valid checksum, a name
 * and an address; the buyer's names and e-mail go to the payment provider, so they are required too.
 */
export function validatePurchase(values: PurchaseValues): PurchaseErrors {
  const errors: PurchaseErrors = {};
  if (values.confirmationType === 'EMPTY') errors.confirmationType = 'payments.errors.confirmationRequired';
  if (values.confirmationType === 'INVOICE') {
    if (values.nip.trim() === '') errors.nip = 'payments.errors.nipRequired';
    else if (!isValidNip(values.nip)) errors.nip = 'payments.errors.nipInvalid';
    if (values.invoiceName.trim() === '') errors.invoiceName = 'payments.errors.invoiceNameRequired';
    if (values.invoiceAddress.trim() === '') errors.invoiceAddress = 'payments.errors.invoiceAddressRequired';
  }
  if (values.firstName.trim() === '') errors.firstName = 'payments.errors.firstNameRequired';
  if (values.lastName.trim() === '') errors.lastName = 'payments.errors.lastNameRequired';
  if (!EMAIL.test(values.email.trim())) errors.email = 'payments.errors.emailInvalid';
  return errors;
}
