import fc from 'fast-check';

/** 100 KB: the API's JSON body limit, so bodies with it are right at (or past) the edge. */
export const HUGE_LENGTH = 100 * 1024;

const UNICODE_SAMPLES = [
  '\u202Eevil\u202C', // RTL override
  'مرحبا بالعالم',
  '🚲🔥👩‍👩‍👧‍👦',
  'nul\u0000byte',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Db', // broken pair
  '\uFEFFbom',
  'Ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  "'; DROP TABLE bikes; --",
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '',
  ' ',
];

/** MongoDB operator objects that must never reach a query where a string belongs. */
export const OPERATOR_OBJECTS: unknown[] = [
  { $ne: '' },
  { $gt: '' },
  { $ne: null },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  { $in: [] },
  { $exists: true },
];

export const hugeString = fc
  .constantFrom('a', 'é', '🚲', '0', ' ')
  .map((ch) => ch.repeat(Math.ceil(HUGE_LENGTH / ch.length)));

export const unicodeString = fc.oneof(
  fc.constantFrom(...UNICODE_SAMPLES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** A value of a wrong type for whatever the schema wanted. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 1.5, '', '0', 'true', 'null', [], {}),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

export const badObjectId = fc.oneof(
  fc.constantFrom(
    '0',
    'null',
    'undefined',
    '000000000000000000000000',
    'ffffffffffffffffffffffff',
    'gggggggggggggggggggggggg',
    '0123456789abcdef0123456', // 23
    '0123456789abcdef012345678', // 25
    '0123456789ABCDEF01234567',
    '$ne',
    '[object Object]',
  ),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.string({ maxLength: 30 }),
);

/** Any hostile replacement for a field or a parameter. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...OPERATOR_OBJECTS) },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: unicodeString },
  { weight: 2, arbitrary: badObjectId },
);

/** Keys an attacker adds to a body: prototype pollution, operators, dotted paths, spec fields. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '$where',
    '$set',
    'a.b',
    '_id',
    'userType',
    'role',
    'verified',
    'status',
    'price',
    'sellerId',
    'paid',
    'deletedAt',
  ),
  fc.string({ maxLength: 12 }),
);

/** Raw query-string additions that the `simple` parser must not turn into objects. */
export const hostileQuery = fc.oneof(
  fc.constantFrom(
    'a[b]=1',
    'email[$ne]=',
    'email[$gt]=',
    'limit[$gt]=0',
    'cursor[]=x',
    '__proto__[admin]=1',
    'constructor[prototype][x]=1',
    'limit=1&limit=2',
    'limit=-1',
    'limit=1e400',
    'limit=NaN',
    'cursor=%00',
    '%ZZ=1',
    '=',
    '&&&',
    'email=%FF%FE',
  ),
  fc.string({ maxLength: 20 }).map((s) => `x=${encodeURIComponent(s)}`),
);

/** Raw path segments that routers and decoders must survive. */
export const hostilePathSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    '%2e%2e',
    '..%2f..%2fetc',
    '%FF',
    '%E0%A4%A',
    '%',
    '%25',
    '$ne',
    '%7B%22%24ne%22%3A%22%22%7D',
    'a'.repeat(5000),
    '%ED%A0%80', // a lone surrogate in UTF-8 (CESU), invalid
    '%F0%9F%9A%B2',
  ),
  badObjectId.map((s) => encodeURIComponent(s)),
);
