import { describe, expect, it } from 'vitest';
import { validatePurchase, type PurchaseValues } from './purchase-form';

const base: PurchaseValues = {
  discountCode: '',
  confirmationType: 'RECEIPT',
  nip: '',
  invoiceName: '',
  invoiceAddress: '',
  firstName: 'Ola',
  lastName: 'Nowak',
  email: 'ola@example.com',
};

describe('purchase form validation', () => {
  it('accepts a receipt with the buyer filled in', () => {
    expect(validatePurchase(base)).toEqual({});
  });

  it('requires the receipt-or-invoice choice', () => {
    expect(validatePurchase({ ...base, confirmationType: 'EMPTY' })).toEqual({ confirmationType: 'payments.errors.confirmationRequired' });
  });

  it('requires NIP with a valid checksum, name and address for an invoice', () => {
    expect(validatePurchase({ ...base, confirmationType: 'INVOICE' })).toEqual({
      nip: 'payments.errors.nipRequired',
      invoiceName: 'payments.errors.invoiceNameRequired',
      invoiceAddress: 'payments.errors.invoiceAddressRequired',
    });
    const invoice = { ...base, confirmationType: 'INVOICE' as const, invoiceName: 'Firma', invoiceAddress: 'ul. Prosta 1, Warszawa' };
    expect(validatePurchase({ ...invoice, nip: '701-001-23-45' }).nip).toBe('payments.errors.nipInvalid');
    expect(validatePurchase({ ...invoice, nip: '526-025-09-95' })).toEqual({});
  });

  it('requires the names and a valid e-mail', () => {
    expect(validatePurchase({ ...base, firstName: ' ', lastName: '', email: 'nope' })).toEqual({
      firstName: 'payments.errors.firstNameRequired',
      lastName: 'payments.errors.lastNameRequired',
      email: 'payments.errors.emailInvalid',
    });
  });
});
