import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { dropDatabase, findFreePort, listBike, registerAccount } from '@reride/devstack';
import { ARTIFACTS, REPO_ROOT } from '../harness/context';
import {
  composeConfig,
  composeServices,
  readImageRuntime,
  serviceEnv,
  type ImageRuntime,
} from '../harness/compose';
import { answers, startChild, waitUntil, type Child } from '../harness/processes';
import { expect, journeyAccount, stack, test } from '../harness';

/**
 * The operators' way to run the product (docker-compose.yml and the two images), proven without a
 * Docker engine: Compose's own parser resolves the file, then the production builds of API and web
 * start the way the images start them (their working directory, command, image environment, then
 * the compose environment), against this run's database and auth emulator. Only what names the
 * compose network is rewritten: the `mongo` and `auth` hosts, and the published ports, which are
 * free ports here.
 */
const JWT_SECRET = 'compose-check-secret-of-at-least-32-characters';
const LOGS = join(ARTIFACTS, 'logs');

const seller = journeyAccount(18, 'Compose Seller', 'compose.seller@e2e.test');

/** Starts an image's command from the folder that holds what the image copies to its workdir. */
function startImage(
  name: string,
  image: ImageRuntime,
  where: { cwd: string; dist: string },
  env: Record<string, string>,
): Child {
  const [command = '', ...args] = image.cmd;
  const paths = args.map((arg) => arg.replace(/^dist\//, `${where.dist}/`));
  const processEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
  const logPath = join(LOGS, `compose-${name}.log`);
  return startChild(
    `${name} (as its image starts it)`,
    command === 'node' ? process.execPath : command,
    paths,
    {
      cwd: where.cwd,
      env: processEnv,
      logPath,
    },
  );
}

/** Runs a health check command as the container would; answers its exit status. */
function healthCheck(test: string[], env: Record<string, string>): number | null {
  const [command = '', ...args] = test[0] === 'CMD' ? test.slice(1) : test;
  return spawnSync(command, args, { env: { PATH: process.env.PATH ?? '', ...env } }).status;
}

test.describe('the compose file and the images', () => {
  test('Compose refuses the file without a JWT secret and says how to make one', () => {
    const refused = composeConfig({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set JWT_SECRET to 32+ random characters');
  });

  test('the production builds start as the images start them, with the compose environment', async () => {
    const s = stack();
    const services = composeServices(composeConfig({ JWT_SECRET }));
    expect(Object.keys(services).sort()).toEqual(['api', 'auth', 'mongo', 'web']);
    const [apiPort, webPort] = [await findFreePort(), await findFreePort()];
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;
    const rewrite = (value: string) =>
      value
        .replace('mongodb://mongo:27017', s.databaseUri)
        .replace('auth:9099', s.authEmulatorHost)
        .replace(/http:\/\/(api|localhost|127\.0\.0\.1):5000/g, api)
        .replace(/http:\/\/(localhost|127\.0\.0\.1):8080/g, web)
        .replace(/127\.0\.0\.1:5000/g, `127.0.0.1:${apiPort}`);

    const apiImage = readImageRuntime('apps/api/Dockerfile');
    const webImage = readImageRuntime('apps/web/Dockerfile');
    const dbName = `reride_compose_${Date.now().toString(36)}`;
    // The image's environment, then the service's, as a container gets them; the port is the
    // published one of this machine and the database name one of this run's own.
    const apiEnv = {
      ...apiImage.env,
      ...serviceEnv(services.api!, rewrite),
      PORT: String(apiPort),
      MONGODB_DB: dbName,
    };
    const webEnv = {
      ...webImage.env,
      ...serviceEnv(services.web!, rewrite),
      PORT: String(webPort),
    };
    expect(apiEnv).toMatchObject({ NODE_ENV: 'development', JWT_SECRET, PUBLIC_WEB_URL: web });
    expect(webEnv).toMatchObject({ NODE_ENV: 'production', API_INTERNAL_URL: api });

    const children: Child[] = [];
    try {
      const apiChild = startImage(
        'api',
        apiImage,
        { cwd: join(REPO_ROOT, 'apps/api'), dist: 'dist' },
        apiEnv,
      );
      children.push(apiChild);
      await waitUntil('the compose API', () => answers(`${api}/readyz`), { child: apiChild });
      const webChild = startImage(
        'web',
        webImage,
        { cwd: join(REPO_ROOT, 'apps/web'), dist: s.webBuildDir },
        webEnv,
      );
      children.push(webChild);
      await waitUntil('the compose web', () => answers(`${web}/healthz`), { child: webChild });

      // The health checks Compose and the images declare pass against the running processes.
      expect(healthCheck(services.api!.healthcheck!.test.map(rewrite), apiEnv)).toBe(0);
      expect(healthCheck(webImage.healthcheck, webEnv)).toBe(0);

      // Sign-up through the emulator, a photo through the image pipeline, a listing: then the
      // web renders that bike from the API over API_INTERNAL_URL, and CORS lets the site call.
      const target = { apiUrl: api, authEmulatorHost: s.authEmulatorHost };
      const account = await registerAccount(target, { ...seller, userType: 'Seller' });
      const bikeId = await listBike(
        target,
        account,
        {
          name: 'Compose Proof Roadster',
          kind: 'road',
          resalePrice: 410,
          originalPrice: 800,
          purchaseYear: 2021,
          condition: 'Good',
          location: 'Dhaka, Bangladesh',
          mobile: '01712345678',
          description: 'Listed through the API started as its image starts it.',
        },
        18,
      );
      const page = await fetch(`${web}/bikes/${bikeId}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Compose Proof Roadster');
      const preflight = await fetch(`${api}/bikes`, { headers: { Origin: web } });
      expect(preflight.headers.get('access-control-allow-origin')).toBe(web);
    } finally {
      for (const child of children.reverse()) await child.stop();
      await dropDatabase(s.databaseUri, dbName).catch(() => undefined);
    }
  });
});
