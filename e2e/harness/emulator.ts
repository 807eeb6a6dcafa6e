import { stack } from './context';

export interface EmulatorAccount {
  localId: string;
  email: string;
  displayName?: string;
  disabled?: boolean;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/** The Auth emulator's own record of an account (its admin API accepts the "owner" bearer). */
export async function emulatorAccounts(email: string): Promise<EmulatorAccount[]> {
  const { authEmulatorHost } = stack();
  const url = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/demo-reride/accounts:lookup`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ email: [email] }),
  });
  if (!response.ok) throw new Error(`accounts:lookup: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { users?: EmulatorAccount[] }).users ?? [];
}

interface EmulatorOobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/**
 * The password-reset codes the Auth emulator has "emailed" to `email`, oldest first: the emulator
 * sends no mail and lists them at its REST endpoint instead.
 */
export async function emulatorResetCodes(email: string): Promise<string[]> {
  const { authEmulatorHost } = stack();
  const url = `http://${authEmulatorHost}/emulator/v1/projects/demo-reride/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`oobCodes: ${response.status} ${await response.text()}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: EmulatorOobCode[] };
  return oobCodes
    .filter((code) => code.requestType === 'PASSWORD_RESET' && code.email === email)
    .map((code) => code.oobCode);
}

/**
 * The latest one-time code the Auth emulator "sent by SMS" to `phoneNumber`: it sends none and
 * lists them at its REST endpoint instead.
 */
export async function emulatorPhoneCode(phoneNumber: string): Promise<string> {
  const { authEmulatorHost } = stack();
  const url = `http://${authEmulatorHost}/emulator/v1/projects/demo-reride/verificationCodes`;
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`verificationCodes: ${response.status} ${await response.text()}`);
  const { verificationCodes = [] } = (await response.json()) as {
    verificationCodes?: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`The emulator sent no code to ${phoneNumber}`);
  return code;
}
