import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../config/env.js';
import { loadOrCreateDemoCa, parseCertificateBundle, type DemoCa } from './demo-ca.js';
import { XadesSignatureVerifier } from './xades.js';
import type { SignatureVerifier } from './types.js';
import { systemClock, type Clock } from '../../lib/clock.js';

/**
 * How PKK signatures are trusted (main.ts: PKK_TRUSTED_CA_FILE, DATA_DIR/pkk-demo-ca in demo mode).
 * Absent: demo mode → demo CAs kept in memory; outside demo → no trusted CA (every signature UNTRUSTED).
 */
export interface PkkSigningConfig {
  /** DER certificates of the trusted CAs (qualified-signature CAs, the trusted-profile CA). */
  trustedCaCertificates?: Buffer[];
  /** Demo mode: where the demo CAs are created once and kept (key files 0600); null/absent: in memory. */
  demoCaDirectory?: string | null;
}

/** The demo CAs: one for downloadable demo certificates, one standing in for the trusted-profile service. */
export interface DemoCas {
  certificates: DemoCa;
  trustedProfile: DemoCa;
}

export const DEMO_CERTIFICATE_CA_NAME = 'Prawko OSK – demo CA';
export const TRUSTED_PROFILE_CA_NAME = 'Profil Zaufany – symulator';

export interface PkkSigningSetup {
  verifier: SignatureVerifier;
  /** Demo mode only; created on first use (RSA key generation is not free) and then kept. */
  demoCas: (() => Promise<DemoCas>) | null;
}

/** Reads a PEM bundle of CA certificates (PKK_TRUSTED_CA_FILE); throws when it holds none. */
export function readTrustedCaFile(path: string): Buffer[] {
  const certificates = parseCertificateBundle(readFileSync(path, 'utf8'));
  if (certificates.length === 0) throw new Error(`${path} holds no PEM certificate`);
  return certificates;
}

/**
 * The configuration from the environment: PKK_TRUSTED_CA_FILE (PEM bundle of trusted CAs) and, in
 * demo mode, the demo CAs kept in DATA_DIR/pkk-demo-ca. An unreadable or empty CA file is a ConfigError.
 */
export function pkkSigningConfigFrom(env: { PKK_TRUSTED_CA_FILE?: string | undefined; DEMO: boolean; DATA_DIR: string }): PkkSigningConfig {
  let trustedCaCertificates: Buffer[] = [];
  if (env.PKK_TRUSTED_CA_FILE) {
    try {
      trustedCaCertificates = readTrustedCaFile(env.PKK_TRUSTED_CA_FILE);
    } catch (error) {
      throw new ConfigError(`PKK_TRUSTED_CA_FILE: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { trustedCaCertificates, demoCaDirectory: env.DEMO ? join(env.DATA_DIR, 'pkk-demo-ca') : null };
}

/**
 * The verifier and (in demo mode) the demo CAs for the app. The demo CAs are made from `clock`, the
 * same clock the verifier is asked to check signatures at, so their validity never depends on the
 * wall clock of the machine (a test clock pinned to a date, or a process clock moved ahead).
 */
export function createPkkSigning(config: PkkSigningConfig | undefined, demo: boolean, clock: Clock = systemClock): PkkSigningSetup {
  const configured = config?.trustedCaCertificates ?? [];
  let demoCas: Promise<DemoCas> | null = null;
  const loadDemoCas = (): Promise<DemoCas> => {
    if (!demoCas) {
      const directory = config?.demoCaDirectory ?? undefined;
      demoCas = Promise.all([
        loadOrCreateDemoCa({ commonName: DEMO_CERTIFICATE_CA_NAME, directory, fileBase: 'demo-ca', now: clock.now() }),
        loadOrCreateDemoCa({ commonName: TRUSTED_PROFILE_CA_NAME, directory, fileBase: 'trusted-profile-ca', now: clock.now() }),
      ]).then(([certificates, trustedProfile]) => ({ certificates, trustedProfile }));
      demoCas.catch(() => {
        demoCas = null;
      });
    }
    return demoCas;
  };
  const verifier = new XadesSignatureVerifier({
    trustedCertificates: demo
      ? async () => {
          const cas = await loadDemoCas();
          return [...configured, cas.certificates.certificateDer, cas.trustedProfile.certificateDer];
        }
      : configured,
  });
  return { verifier, demoCas: demo ? loadDemoCas : null };
}
