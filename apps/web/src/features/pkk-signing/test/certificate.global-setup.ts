import type { TestProject } from 'vitest/node';
import { makeTestCertificate, type TestCertificate } from './demo-certificate.fixture';

declare module 'vitest' {
  export interface ProvidedContext {
    pkkTestCertificate: TestCertificate;
  }
}

/** Makes the PKK signing tests' certificate once per run (see demo-certificate.fixture.ts). */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pkkTestCertificate', await makeTestCertificate());
}
