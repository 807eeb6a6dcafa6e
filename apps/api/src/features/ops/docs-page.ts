import type { buildOpenApiDocument } from '@reride/shared';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': string[];
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

interface Entry {
  method: string;
  path: string;
  op: Operation;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pretty JSON with `$ref`s turned into links to the schema section. */
function schemaBlock(schema: unknown): string {
  const html = escapeHtml(JSON.stringify(schema, null, 2));
  return `<pre>${html.replace(
    /&#34;#\/components\/schemas\/([A-Za-z0-9_]+)&#34;/g,
    (_, name: string) => `<a href="#schema-${name}">${name}</a>`,
  )}</pre>`;
}

function parametersTable(params: Parameter[]): string {
  if (params.length === 0) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${schemaBlock(p.schema)}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${rows}</table>`;
}

function contentBlocks(content: Record<string, { schema: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<p><code>${escapeHtml(type)}</code></p>${schemaBlock(schema)}`)
    .join('');
}

function operationSection({ method, path, op }: Entry): string {
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<details><summary><b>${status}</b> ${escapeHtml(r.description)}</summary>${contentBlocks(r.content)}</details>`,
    )
    .join('');
  const body = op.requestBody
    ? `<h4>Request body</h4>${contentBlocks(op.requestBody.content)}`
    : '';
  return `<section class="op" id="op-${op.operationId}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)} · access: <b>${op['x-access'].map(escapeHtml).join(', ')}</b></p>
${parametersTable(op.parameters)}${body}<h4>Responses</h4>${responses}</section>`;
}

function groupByTag(doc: OpenApiDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }
  return groups;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:0 auto;padding:1rem 2rem;color:#1f2937}
pre{background:#f3f4f6;padding:.5rem;overflow:auto;font-size:12px;margin:.25rem 0}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #e5e7eb;padding:.25rem .5rem;vertical-align:top;text-align:left}
.op{border-top:1px solid #e5e7eb;padding:.5rem 0}.method{display:inline-block;min-width:4.5em;font-size:13px;padding:0 .4em;border-radius:4px;background:#e5e7eb}
.get{background:#dbeafe}.post{background:#dcfce7}.patch{background:#fef3c7}.delete{background:#fee2e2}`;

/** A self-contained reference page (no scripts, no CDN): the machine may be offline. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const groups = groupByTag(doc);
  const nav = [...groups.keys()].map((tag) => `<a href="#tag-${tag}">${escapeHtml(tag)}</a>`);
  const sections = [...groups.entries()].map(
    ([tag, entries]) =>
      `<h2 id="tag-${tag}">${escapeHtml(tag)}</h2>${entries.map(operationSection).join('')}`,
  );
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) => `<h3 id="schema-${name}">${escapeHtml(name)}</h3>${schemaBlock(schema)}`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(doc.info.title)} reference</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>
<nav>${nav.join(' · ')}</nav>${sections.join('')}<h2 id="schemas">Schemas</h2>${schemas.join('')}
</body></html>`;
}
