import { SCHOOL_PAYMENT_MAX_QUANTITY, type School, type SchoolAddress } from '@osk/contract';
import { validatePurchase, type PurchaseErrors, type PurchaseValues } from './purchase-form';

/** The whole number of learner accesses typed, or null when it is not 1..500 (school document §7). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= SCHOOL_PAYMENT_MAX_QUANTITY ? value : null;
}

/** An address on one line: "street, postCode city" (empty parts left out). */
export function addressLine(address: SchoolAddress | null | undefined): string {
  if (!address) return '';
  const place = [address.postCode, address.city].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return [(address.street ?? '').trim(), place].filter(Boolean).join(', ');
}

/**
 * The school payer's form prefilled from school/show: the invoice data (name, NIP, billing address,
 * falling back to the school address) and the e-mail (billing e-mail, else the school's). The payer
 * names are not asked: firstName holds the school name and lastName the NIP (spec §3).
 */
export function schoolPurchaseValues(school: School): PurchaseValues {
  return {
    discountCode: '',
    confirmationType: 'EMPTY',
    nip: school.nip ?? '',
    invoiceName: school.name,
    invoiceAddress: addressLine(school.billingAddress) || addressLine(school.address),
    firstName: school.name,
    lastName: school.nip ?? '',
    email: school.billingEmail ?? school.email ?? '',
  };
}

/** The learner dialog's rules less the payer names, which come from the school (spec §5). */
export function validateSchoolPurchase(values: PurchaseValues): PurchaseErrors {
  const { firstName: _first, lastName: _last, ...errors } = validatePurchase(values);
  return errors;
}
