// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { typecheckLines } from '@reride/devstack/planted-typecheck';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Calls of contract endpoints that must compile, each on one line. */
const RIGHT = [
  "void callApi('getBike', { params: { id } });",
  "void callApi('setMeeting', { params: { id }, body: { at: '2030-01-01T10:00:00Z' } });",
  "void callApi('requestCancel', { params: { id } });",
  "void callApi('listCategories');",
  "void callApi('uploadImage', { body: new FormData() });",
  "void callApiPage('listMyBikes', { query: { email: 'a@b.example', limit: 5 } });",
  "listQueryOptions(['k'], 'listMessages', { params: { id }, limit: 5 });",
];

/** Calls with wrong params, query or body, each on one line: every one must fail `tsc`. */
const WRONG = [
  "void callApi('setMeeting', { params: { id }, body: { at: 1 } });",
  "void callApi('setMeeting', { params: { id }, body: { when: 'tomorrow' } });",
  "void callApi('setMeeting', { params: { id } });",
  "void callApi('getBike', { params: { id }, body: { id } });",
  "void callApi('getBike');",
  "void callApi('getBike', { params: { bikeId: id } });",
  "void callApi('uploadImage', { body: { image: 'a photo' } });",
  "void callApiPage('listMyBikes', { query: { limit: 5 } });",
  "void callApiBlob('getBike', { params: { id } });",
  "listQueryOptions(['k'], 'listMessages');",
];

const HEADER = [
  "import { callApi, callApiBlob, callApiPage } from '../../../src/lib/api-client';",
  "import { listQueryOptions } from '../../../src/lib/list-query';",
  'declare const id: string;',
];

describe('API calls are typed from the contract (pnpm typecheck)', () => {
  it('fails on exactly the planted calls with wrong params, query or body', async () => {
    const result = await typecheckLines(DIR, HEADER, [...RIGHT, ...WRONG]);

    // The planted lines are numbered in order: the wrong ones come after every right one.
    expect(result.failing, result.report).toEqual(WRONG.map((_, i) => RIGHT.length + i));
    expect(result.elsewhere, result.report).toEqual([]);
  }, 180_000);
});
