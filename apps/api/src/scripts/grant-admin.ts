import { loadAppConfig } from '../compose';
import { connectDb } from '../db/client';
import { createAuditRepository } from '../features/audit/audit.repository';
import { createAuditLog } from '../features/audit/audit.service';
import { grantAdmin } from '../features/users/users-admin.service';
import { createUsersRepository } from '../features/users/users.repository';
import { EmailSchema } from '@reride/shared';
import { runScript } from './run-script';

/** `pnpm --filter @reride/api admin:grant <email>`: makes an existing live user an Admin. */
async function main(): Promise<number> {
  const parsed = EmailSchema.safeParse(process.argv[2]);
  if (!parsed.success) {
    console.error('Usage: pnpm --filter @reride/api admin:grant <email>');
    return 2;
  }
  const config = loadAppConfig();
  const connection = await connectDb(config.MONGODB_URI, config.MONGODB_DB);
  try {
    const clock = () => new Date();
    const user = await grantAdmin(
      {
        repo: createUsersRepository(connection.db),
        audit: createAuditLog(createAuditRepository(connection.db), clock),
        clock,
      },
      parsed.data,
    );
    if (!user) {
      console.error(`No live user with email ${parsed.data}: they must sign up first.`);
      return 1;
    }
    console.log(`${user.email} (${user._id}) is now an Admin.`);
    return 0;
  } finally {
    await connection.close();
  }
}

runScript('admin:grant', main);
