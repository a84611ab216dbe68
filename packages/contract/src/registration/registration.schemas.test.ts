import { describe, expect, it } from 'vitest';
import { profileMessages } from '../i18n/messages.profile.js';
import { registrationMessages } from '../i18n/messages.registration.js';
import { schoolLinkMessages } from '../i18n/messages.school-links.js';
import { translateMessage } from '../i18n/messages.js';
import { classifyPhone } from '../common/validators.js';
import { CouponRegistrationRequest, StudentRegistrationRequest } from './registration.schemas.js';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

const valid = {
  user: { email: 'ola@example.com', phoneNumber: '', password: 'Jazda-Nocna-9' },
  student: { firstName: 'Ola', lastName: 'Nowak' },
  repeatPassword: 'Jazda-Nocna-9',
  accepted: true,
};

describe('classifyPhone', () => {
  it.each([
    ['600100200', 'POLISH'],
    ['+48 600-100-200', 'POLISH'],
    ['+49 15123456789', 'INTERNATIONAL'],
    ['0049 15123456789', 'INTERNATIONAL'],
    ['+380671234567', 'INTERNATIONAL'],
    ['+48 60010020', 'INVALID'],
    ['6001002001', 'INVALID'],
    ['phone', 'INVALID'],
    ['+4', 'INVALID'],
  ] as const)('reads %s as %s', (input, kind) => {
    expect(classifyPhone(input)).toBe(kind);
  });
});

describe('StudentRegistrationRequest', () => {
  it('accepts the minimal valid request and defaults the category to B', () => {
    const parsed = StudentRegistrationRequest.parse(valid);
    expect(parsed.student.category).toBe('B');
  });

  it('reports one message per field, and the repeat mismatch alongside other errors', () => {
    const result = StudentRegistrationRequest.safeParse({ ...valid, user: { email: 'a@b', password: '' }, repeatPassword: 'x' });
    expect(issuesOf(result)).toEqual([
      'user.email: msg.validation.email.invalid',
      'user.password: msg.validation.password.required',
      'repeatPassword: msg.validation.passwords.must.match',
    ]);
  });

  it('accepts an empty or missing phone and refuses a foreign one', () => {
    expect(StudentRegistrationRequest.safeParse({ ...valid, user: { ...valid.user, phoneNumber: null } }).success).toBe(true);
    expect(issuesOf(StudentRegistrationRequest.safeParse({ ...valid, user: { ...valid.user, phoneNumber: '+49 15123456789' } }))).toEqual([
      'user.phoneNumber: msg.validation.phone.invalid',
    ]);
  });

  it('refuses categories a learner cannot register for', () => {
    expect(issuesOf(StudentRegistrationRequest.safeParse({ ...valid, student: { ...valid.student, category: 'Y' } }))).toEqual([
      'student.category: msg.validation.category.required',
    ]);
  });
});

describe('CouponRegistrationRequest', () => {
  it('tells a foreign phone apart from an invalid one', () => {
    const base = { email: 'ola@example.com', coupon: 'PRAWKO40', accepted: true };
    expect(issuesOf(CouponRegistrationRequest.safeParse({ ...base, phoneNumber: '+49 15123456789' }))).toEqual(['phoneNumber: msg.error.phone.only.polish']);
    expect(issuesOf(CouponRegistrationRequest.safeParse({ ...base, phoneNumber: '12' }))).toEqual(['phoneNumber: msg.validation.phone.invalid']);
    expect(issuesOf(CouponRegistrationRequest.safeParse({ ...base, phoneNumber: '' }))).toEqual(['phoneNumber: msg.validation.coupon.phone.required']);
  });
});

describe('registration messages', () => {
  it('carry the spec texts in Polish', () => {
    expect(translateMessage('msg.validation.email.invalid', 'pl')).toBe('Podaj poprawny adres e-mail');
    expect(translateMessage('msg.validation.passwords.must.match', 'pl')).toBe('Oba hasła muszą się zgadzać');
    expect(translateMessage('msg.validation.phone.invalid', 'pl')).toBe('Podaj prawidłowy numer telefonu zarejestrowany w Polsce');
    expect(translateMessage('msg.validation.terms.required', 'pl')).toBe('Akceptacja regulaminu serwisu jest wymagana');
    expect(translateMessage('msg.validation.email.already.used', 'pl')).toBe('Podany adres już został wykorzystany');
    expect(translateMessage('msg.validation.phone.already.used', 'pl')).toBe('Podany numer telefonu już został wykorzystany');
    expect(translateMessage('msg.warn.phone.international', 'pl')).toBe('Do konta można przypisać jedynie numery z PL. Podany numer nie zostanie zapisany.');
    expect(translateMessage('msg.error.phone.only.polish', 'pl')).toBe('Konto można zarejestrować jedynie na numer zarejestrowany w PL');
    expect(translateMessage('msg.error.coupon.not.found', 'pl')).toBe('Nie znaleziono kuponu');
  });

  it('do not redefine a key of another area', () => {
    const others = new Set([...Object.keys(profileMessages), ...Object.keys(schoolLinkMessages)]);
    expect(Object.keys(registrationMessages).filter((key) => others.has(key))).toEqual([]);
  });
});
