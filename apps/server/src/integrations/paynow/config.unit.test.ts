import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { isPaynowSimulator, PAYNOW_DEMO_KEYS, PAYNOW_NOTIFICATION_PATH, paynowConfigFrom } from './config.js';

describe('Paynow configuration', () => {
  it('uses the configured keys with the sandbox URL by default, or the configured URL', () => {
    const keys = { PAYNOW_API_KEY: 'api-1', PAYNOW_SIGNATURE_KEY: 'sig-1' };
    expect(paynowConfigFrom(loadEnv(keys), 'http://localhost:8080')).toEqual({ apiUrl: 'https://api.sandbox.paynow.pl', apiKey: 'api-1', signatureKey: 'sig-1' });
    const production = paynowConfigFrom(loadEnv({ ...keys, DEMO: '1', PAYNOW_API_URL: 'https://api.paynow.pl/' }), 'http://localhost:8080');
    expect(production).toEqual({ apiUrl: 'https://api.paynow.pl', apiKey: 'api-1', signatureKey: 'sig-1' });
    expect(isPaynowSimulator(production)).toBe(false);
  });

  it('uses the simulator at the public address with the demo keys in demo mode', () => {
    const config = paynowConfigFrom(loadEnv({ DEMO: '1' }), 'http://localhost:8193/');
    expect(config).toEqual({ apiUrl: 'http://localhost:8193/api/dev/paynow', apiKey: PAYNOW_DEMO_KEYS.apiKey, signatureKey: PAYNOW_DEMO_KEYS.signatureKey });
    expect(isPaynowSimulator(config)).toBe(true);
  });

  it('switches online payments off outside demo mode without keys', () => {
    expect(paynowConfigFrom(loadEnv({}), 'http://localhost:8080')).toBeNull();
    expect(isPaynowSimulator(null)).toBe(false);
  });

  it('sends the simulator notifications to our notification endpoint', () => {
    expect(PAYNOW_NOTIFICATION_PATH).toBe('/api/eprawko-rest/paynow/notification');
  });
});
