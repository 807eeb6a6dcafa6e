import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('defaults to the local API and the Firebase Auth Emulator', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: 'http://localhost:5000',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-reride.firebaseapp.com',
        projectId: 'demo-reride',
        emulatorHost: '127.0.0.1:9099',
      },
      stripePublishableKey: null,
    });
  });

  it('uses a real Firebase project, without the emulator, when a real key is set', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.reride.example/',
      VITE_FIREBASE_API_KEY: 'AIza-real',
      VITE_FIREBASE_PROJECT_ID: 'reride-prod',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    expect(env.apiUrl).toBe('https://api.reride.example');
    expect(env.firebase).toMatchObject({ apiKey: 'AIza-real', emulatorHost: null });
    expect(env.stripePublishableKey).toBe('pk_test_123');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ VITE_API_URL: '', VITE_STRIPE_PUBLISHABLE_KEY: '' })).toMatchObject({
      apiUrl: 'http://localhost:5000',
      stripePublishableKey: null,
    });
  });

  it('refuses an API URL that is not a URL', () => {
    expect(() => parseEnv({ VITE_API_URL: 'localhost' })).toThrow(/VITE_API_URL/);
  });
});
