import { describe, expect, it } from 'vitest';
import { commonMessages } from './messages';
import { CreateUserBodySchema, LoginFormSchema, SignUpFormSchema } from './users';

const v = commonMessages.validation;

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('LoginFormSchema', () => {
  it('asks for the email and the password when both are empty', () => {
    const out = messagesOf(LoginFormSchema.safeParse({ email: '', password: '' }));
    expect(out).toContain(`email: ${v.emailRequired}`);
    expect(out).toContain(`password: ${v.passwordRequired}`);
  });

  it('refuses a password shorter than 6 characters with the spec message', () => {
    const out = messagesOf(LoginFormSchema.safeParse({ email: 'a@b.co', password: 'abc12' }));
    expect(out).toEqual([`password: ${v.passwordMinLength}`]);
  });

  it('accepts any password of 6 characters or more and normalises the email', () => {
    const r = LoginFormSchema.safeParse({ email: '  Rider@Example.COM ', password: 'abcdef' });
    expect(r.success).toBe(true);
    expect(r.data?.email).toBe('rider@example.com');
  });

  it('refuses an email that is not an address', () => {
    expect(messagesOf(LoginFormSchema.safeParse({ email: 'rider', password: 'abcdef' }))).toEqual([
      `email: ${v.emailInvalid}`,
    ]);
  });

  it('refuses an operator object where the email belongs', () => {
    expect(LoginFormSchema.safeParse({ email: { $ne: '' }, password: 'abcdef' }).success).toBe(
      false,
    );
  });
});

describe('SignUpFormSchema', () => {
  const valid = { name: 'Ayesha', email: 'ayesha@example.com', password: 'Abc12!' };

  it('defaults the user type to Buyer', () => {
    expect(SignUpFormSchema.parse(valid).userType).toBe('Buyer');
  });

  it('asks for the name', () => {
    expect(messagesOf(SignUpFormSchema.safeParse({ ...valid, name: '  ' }))).toEqual([
      `name: ${v.nameRequired}`,
    ]);
  });

  it.each([
    ['no uppercase', 'abc12!'],
    ['no special character', 'Abc123'],
    ['no digit', 'Abcde!'],
    ['a special character outside !@#$&*', 'Abc12%'],
  ])('refuses a password with %s', (_, password) => {
    expect(messagesOf(SignUpFormSchema.safeParse({ ...valid, password }))).toEqual([
      `password: ${v.passwordPattern}`,
    ]);
  });

  it.each(['!', '@', '#', '$', '&', '*'])('accepts %s as the special character', (c) => {
    expect(SignUpFormSchema.safeParse({ ...valid, password: `Abc12${c}` }).success).toBe(true);
  });

  it('refuses Admin as a user type', () => {
    expect(SignUpFormSchema.safeParse({ ...valid, userType: 'Admin' }).success).toBe(false);
  });
});

describe('CreateUserBodySchema', () => {
  it('accepts a name and Seller', () => {
    expect(CreateUserBodySchema.parse({ name: 'Rafi', userType: 'Seller' })).toEqual({
      name: 'Rafi',
      userType: 'Seller',
    });
  });

  it.each([
    [{ name: 'Rafi', userType: 'Admin' }],
    [{ name: 'Rafi', verified: true }],
    [{ name: 'Rafi', role: 'Admin' }],
    [{ name: { $gt: '' } }],
  ])('refuses %j', (body) => {
    expect(CreateUserBodySchema.safeParse(body).success).toBe(false);
  });
});
