import { describe, expect, it } from 'vitest';
import { ENDPOINT_DEFINITIONS, ENDPOINTS, endpointPath, endpointRouteUrl, examCreate, IdParam, pdfExam } from '../index.js';
import { defineEndpoint } from './endpoint.js';

describe('endpoint definitions', () => {
  it('fill their path parameters percent-encoded', () => {
    expect(endpointPath(pdfExam, { pesel: '02270803628', userId: 7, examId: 12 })).toBe('eprawko-rest/pdf/exam/02270803628/7/12');
    expect(endpointPath(examCreate, { studentId: 3, category: 'B', lang: 'PL' })).toBe('eprawko-rest/exam/create/studentId/3/category/B/own/empty/lang/PL');
    expect(endpointPath(pdfExam, { pesel: 'a/b c', userId: 1, examId: 2 })).toBe('eprawko-rest/pdf/exam/a%2Fb%20c/1/2');
  });

  it('spell their route under /api with :name parameters', () => {
    expect(endpointRouteUrl(pdfExam)).toBe('/api/eprawko-rest/pdf/exam/:pesel/:userId/:examId');
  });

  it('take the rest of the path in a wildcard parameter: * in the route, slashes kept in the path', () => {
    const file = defineEndpoint({ method: 'GET', path: 'files/{kind}/{path}', wildcardParam: 'path', responses: {}, errors: [], access: 'anonymous' });
    expect(endpointRouteUrl(file)).toBe('/api/files/:kind/*');
    expect(endpointPath(file, { kind: 'a/b', path: 'kurs/złoty znak.png' })).toBe('files/a%2Fb/kurs/z%C5%82oty%20znak.png');
    expect(endpointPath(file, { kind: 'k', path: 'a?b#c/d' })).toBe('files/k/a%3Fb%23c/d');
  });

  it('have paths the endpoint table holds, each defined once', () => {
    const paths = Object.values(ENDPOINTS) as string[];
    for (const endpoint of ENDPOINT_DEFINITIONS) expect(paths, endpoint.path).toContain(endpoint.path);
    const keys = ENDPOINT_DEFINITIONS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declare the payment block wherever a school may call (ADR 026)', () => {
    const schoolMay = ['school', 'staff', 'authenticated', 'optional'];
    for (const endpoint of ENDPOINT_DEFINITIONS) if (schoolMay.includes(endpoint.access)) expect(endpoint.paymentBlock, endpoint.path).toBeDefined();
  });
});

describe('IdParam', () => {
  it('takes a positive 32-bit id from a path and refuses the rest with msg.validation.invalid', () => {
    expect(IdParam.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'x', '2147483648']) expect(IdParam.safeParse(bad).error?.issues[0]?.message).toBe('msg.validation.invalid');
  });
});
