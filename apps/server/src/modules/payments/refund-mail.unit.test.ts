import { LANGUAGES } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { refundMail } from './refund-mail.js';

describe('the refund mail', () => {
  it.each(LANGUAGES)('in %s names the payment, the amount and the correction attached', (language) => {
    const invoice = refundMail({ language, paymentId: 42, amountGrosz: 1900, correctionNumber: 'KOR/2026/000001', invoice: true });
    expect(invoice.subject).toContain('42');
    expect(invoice.text).toContain('19,00 PLN');
    expect(invoice.text).toContain('KOR/2026/000001');
    const receipt = refundMail({ language, paymentId: 42, amountGrosz: 1001, correctionNumber: 'KPAR/2026/000002', invoice: false });
    expect(receipt.text).toContain('KPAR/2026/000002');
    expect(receipt.text).not.toBe(invoice.text.replace('KOR/2026/000001', 'KPAR/2026/000002'));
  });

  it('falls back to Polish for an unknown language', () => {
    expect(refundMail({ language: 'xx', paymentId: 1, amountGrosz: 100, correctionNumber: 'KOR/2026/000009', invoice: true }).text).toContain('W załączniku faktura korygująca KOR/2026/000009.');
  });
});
