import { describe, expect, it, vi } from 'vitest';
import { startAuthEmulator } from './auth-emulator';

// The emulator needs ~12 s to start on this machine, more on a busy one.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

async function signUp(host: string, email: string): Promise<Response> {
  return fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Secret#123', returnSecureToken: true }),
    },
  );
}

describe('startAuthEmulator', () => {
  it('signs up a user through the REST API and stops cleanly', async () => {
    const emulator = await startAuthEmulator({ log: () => {} });
    try {
      expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(emulator.projectId).toBe('demo-reride');
      const response = await signUp(emulator.host, 'rider@example.com');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { idToken?: string; email?: string };
      expect(body.email).toBe('rider@example.com');
      expect(body.idToken).toEqual(expect.any(String));
    } finally {
      await emulator.stop();
    }
    await expect(fetch(`http://${emulator.host}/`)).rejects.toThrow();
  });
});
