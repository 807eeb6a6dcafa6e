// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { typecheckLines } from '@reride/devstack/planted-typecheck';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Calls of contract endpoints, each on one line: `wrong` ones must fail `tsc`. */
const CALLS = [
  { wrong: false, code: "void callApi('getBike', { params: { id } });" },
  {
    wrong: false,
    code: "void callApi('setMeeting', { params: { id }, body: { at: '2030-01-01T10:00:00Z' } });",
  },
  { wrong: false, code: "void callApi('requestCancel', { params: { id } });" },
  { wrong: false, code: "void callApi('listCategories');" },
  { wrong: false, code: "void callApi('uploadImage', { body: new FormData() });" },
  {
    wrong: false,
    code: "void callApiPage('listMyBikes', { query: { email: 'a@b.example', limit: 5 } });",
  },
  { wrong: false, code: "listQueryOptions(['k'], 'listMessages', { params: { id }, limit: 5 });" },
  { wrong: true, code: "void callApi('setMeeting', { params: { id }, body: { at: 1 } });" },
  {
    wrong: true,
    code: "void callApi('setMeeting', { params: { id }, body: { when: 'tomorrow' } });",
  },
  { wrong: true, code: "void callApi('setMeeting', { params: { id } });" },
  { wrong: true, code: "void callApi('getBike', { params: { id }, body: { id } });" },
  { wrong: true, code: "void callApi('getBike');" },
  { wrong: true, code: "void callApi('getBike', { params: { bikeId: id } });" },
  { wrong: true, code: "void callApi('uploadImage', { body: { image: 'a photo' } });" },
  { wrong: true, code: "void callApiPage('listMyBikes', { query: { limit: 5 } });" },
  { wrong: true, code: "void callApiBlob('getBike', { params: { id } });" },
  { wrong: true, code: "listQueryOptions(['k'], 'listMessages');" },
];

const HEADER = [
  "import { callApi, callApiBlob, callApiPage } from '../../../src/lib/api-client';",
  "import { listQueryOptions } from '../../../src/lib/list-query';",
  'declare const id: string;',
];

describe('API calls are typed from the contract (pnpm typecheck)', () => {
  it('fails on exactly the planted calls with wrong params, query or body', async () => {
    const result = await typecheckLines(
      DIR,
      HEADER,
      CALLS.map((c) => c.code),
    );

    const wrong = CALLS.flatMap((c, index) => (c.wrong ? [index] : []));
    expect(result.failing, result.report).toEqual(wrong);
    expect(result.elsewhere, result.report).toEqual([]);
  }, 180_000);
});
