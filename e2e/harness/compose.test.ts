import { describe, expect, it } from 'vitest';
import { parseDockerfileRuntime, readImageRuntime } from './compose';

describe('parseDockerfileRuntime', () => {
  it('reads only the last stage, joining continued ENV lines and keeping later values', () => {
    const runtime = parseDockerfileRuntime(
      [
        'FROM node:22 AS build',
        'ENV CI=true',
        'WORKDIR /repo',
        'CMD ["node", "build.js"]',
        'FROM node:22-slim AS runtime',
        '# a comment',
        'ENV NODE_ENV=production PORT=5000',
        'ENV A=1 \\',
        '    PORT=6000',
        'WORKDIR /app',
        'HEALTHCHECK --interval=10s \\',
        '  CMD node -e "ok()"',
        'CMD ["node", "dist/server.js"]',
      ].join('\n'),
    );
    expect(runtime).toEqual({
      workdir: '/app',
      env: { NODE_ENV: 'production', PORT: '6000', A: '1' },
      cmd: ['node', 'dist/server.js'],
      healthcheck: ['sh', '-c', 'node -e "ok()"'],
    });
  });

  it('reads the images of the repository: what the compose check starts', () => {
    expect(readImageRuntime('apps/api/Dockerfile')).toMatchObject({
      workdir: '/app',
      env: { NODE_ENV: 'production', PORT: '5000' },
      cmd: ['node', 'dist/server.js'],
    });
    expect(readImageRuntime('apps/web/Dockerfile')).toMatchObject({
      workdir: '/app',
      env: { NODE_ENV: 'production', PORT: '8080', HOST: '0.0.0.0' },
      cmd: ['node', 'dist/server/main.js'],
    });
  });
});
