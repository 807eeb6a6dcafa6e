import { fileURLToPath } from 'node:url';
import { typecheckLines } from '@reride/devstack/planted-typecheck';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Handlers bound to contract entries, each on one line: `wrong` ones must fail `tsc`. */
const HANDLERS = [
  { wrong: false, code: 'bind(contract.countUnread, (r) => ({ unread: r.caller.name.length }));' },
  {
    wrong: false,
    code: 'bind(contract.listWishlistIds, async () => ({ items: ids, nextCursor: null }));',
  },
  { wrong: false, code: 'bind(contract.listWishlistIds, () => ids);' },
  { wrong: false, code: 'bind(contract.notificationStream, ({ res }) => { res.end(); });' },
  {
    wrong: false,
    code: 'bind(contract.getMe, (r) => ({ ...r.caller, createdAt: r.caller.createdAt.toISOString(), phone: null, city: null, photo: null, verification: { phone: null, adminCheck: null, withdrawn: null } }));',
  },
  { wrong: true, code: "bind(contract.countUnread, () => ({ unread: 'three' }));" },
  { wrong: true, code: "bind(contract.getMe, () => ({ name: 'no id, no email' }));" },
  { wrong: true, code: 'bind(contract.countUnread, async () => ({ count: 1 }));' },
  {
    wrong: true,
    code: 'bind(contract.listWishlistIds, () => ({ items: [1, 2], nextCursor: null }));',
  },
  { wrong: true, code: 'bind(contract.saveToWishlist, () => ({ saved: false }));' },
  { wrong: true, code: "bind(contract.notificationStream, () => ({ id: 'an event' }));" },
];

const HEADER = [
  "import { Router } from 'express';",
  "import { contract } from '@reride/shared';",
  "import type { Guards } from '../../../src/http/auth';",
  "import { endpointBinder } from '../../../src/http/endpoint';",
  'declare const guards: Guards;',
  'declare const ids: string[];',
  'const bind = endpointBinder(Router(), guards);',
];

describe('bindEndpoint checks what a handler returns (pnpm typecheck)', () => {
  it('fails on exactly the planted handlers whose answer does not match the response schema', async () => {
    const result = await typecheckLines(
      DIR,
      HEADER,
      HANDLERS.map((h) => h.code),
    );

    const wrong = HANDLERS.flatMap((h, index) => (h.wrong ? [index] : []));
    expect(result.failing, result.report).toEqual(wrong);
    expect(result.elsewhere, result.report).toEqual([]);
  }, 180_000);
});
