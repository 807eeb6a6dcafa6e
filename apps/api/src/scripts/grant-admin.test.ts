import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { runScript } from '../../test/processes';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const grant = (email: string) =>
  runScript('src/scripts/grant-admin.ts', [email], {
    MONGODB_URI: inject('mongoUri'),
    MONGODB_DB: t.db.databaseName,
  });

describe('admin:grant <email>', () => {
  it('makes an existing live user an Admin and records it in the audit log', async () => {
    const buyer = await t.signUpAs('Buyer');
    const run = grant(buyer.email.toUpperCase());
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(`${buyer.email} (${buyer.user._id}) is now an Admin.`);
    expect(await t.db.collection('users').findOne({ email: buyer.email })).toMatchObject({
      userType: 'Admin',
    });
    expect(await t.db.collection('audit_log').findOne({ action: 'user.grantAdmin' })).toMatchObject(
      {
        actorId: null,
        targetId: buyer.user._id,
      },
    );
    await t.request.get('/users/buyers').set(buyer.authHeader).expect(200);
  });

  it('exits 1 for an email nobody registered', async () => {
    const run = grant('nobody@example.com');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('No live user with email nobody@example.com');
  });

  it('exits 1 for a removed user, leaving them removed', async () => {
    const buyer = await t.signUpAs('Buyer');
    await t.db
      .collection('users')
      .updateOne(
        { email: buyer.email },
        { $set: { deletedAt: new Date(), deletedBy: new ObjectId() } },
      );
    expect(await grant(buyer.email).exited).toBe(1);
    expect(await t.db.collection('users').findOne({ email: buyer.email })).toMatchObject({
      userType: 'Buyer',
    });
  });

  it('exits 2 with the usage line for a missing or malformed email', async () => {
    const run = grant('not-an-email');
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain('Usage: pnpm --filter @reride/api admin:grant <email>');
  });
});
