import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { escapeHtml, shell } from '../page.ts';

/** Registers @fastify/swagger over the zod route schemas (call before the routes). */
export function describeApi(app: FastifyInstance): void {
  void app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Ramparts',
        description:
          'Online play: games, the lobby, seats, spectating, records and campaign saves. Live play is over Socket.IO (docs/protocol.md). Every error answers `{ "error": { "code", "message" } }`.',
        version: '0.2.0',
      },
      tags: [
        { name: 'games', description: 'The games and their options' },
        { name: 'matches', description: 'The lobby, seats, spectating and records' },
        { name: 'saves', description: 'Campaign saves of a group, behind its secret' },
        { name: 'accounts', description: 'Optional accounts: sign up, sign in, sessions (a cookie; writes carry x-ramparts-csrf), and the tables an account holds' },
        { name: 'notices', description: "Turn-based notices: the server's VAPID key, a browser's push subscription, the account's choices per kind, the email's one-click unsubscribe" },
        { name: 'variants', description: "Designers' variants of the games, stored once by their content digest: share one, read one by its link, list your own (signed in)" },
        { name: 'lab', description: "Measuring a variant on the server's lab queue (the studio's \"Measure on the server\"), when the server has one" },
        { name: 'players', description: 'Leaderboards per game and rated mode, halls of the co-operative games, and players’ profiles (read-only, public)' },
        { name: 'operations', description: 'Liveness, readiness and metrics' },
      ],
    },
    transform: jsonSchemaTransform,
  });
}

/** `GET /openapi.json` and `GET /docs`, a reference page rendered on the server (no script, so the strict CSP holds). */
export function apiDocsRoutes(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  let page: string | null = null;
  app.get('/docs', { schema: { hide: true } }, async (_req, reply) => {
    page ??= docsPage(app.swagger() as OpenAPIV3.Document);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function schemaBlock(schema: unknown): string {
  return `<details><summary>schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationHtml(path: string, method: string, op: OpenAPIV3.OperationObject): string {
  const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const paramRows = params
    .map((p) => {
      const s = (p.schema ?? {}) as OpenAPIV3.SchemaObject;
      return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'required' : 'optional'}</td><td>${escapeHtml(String(s.type ?? ''))}</td><td>${escapeHtml(p.description ?? s.description ?? '')}</td></tr>`;
    })
    .join('\n');
  const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const bodySchema = body?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([code, r]) => {
      const res = r as OpenAPIV3.ResponseObject;
      const media = res.content ? Object.values(res.content)[0] : undefined;
      // Every refusal has the one error shape, said once at the top of the page.
      const refusal = (media?.schema as OpenAPIV3.SchemaObject | undefined)?.properties?.error !== undefined;
      return `<tr><td><code>${escapeHtml(code)}</code></td><td>${escapeHtml(res.description)}${media?.schema && !refusal ? schemaBlock(media.schema) : ''}</td></tr>`;
    })
    .join('\n');
  return `  <section class="route" id="${escapeHtml(`${method}-${path}`)}">
    <h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
    <p>${escapeHtml(op.summary ?? '')}</p>
    ${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
    ${paramRows ? `<h3>Parameters</h3><table>\n${paramRows}\n</table>` : ''}
    ${bodySchema ? `<h3>Body (JSON)</h3>${schemaBlock(bodySchema)}` : ''}
    <h3>Answers</h3><table>
${responses}
    </table>
  </section>`;
}

/** The API reference as one HTML page: every route, its parameters, body and answers. */
export function docsPage(doc: OpenAPIV3.Document): string {
  const sections: string[] = [];
  const index: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      index.push(`<li><a href="#${escapeHtml(`${method}-${path}`)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></a> ${escapeHtml(op.summary ?? '')}</li>`);
      sections.push(operationHtml(path, method, op));
    }
  }
  return shell(
    `${doc.info.title} API`,
    `  <h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
  <p>${escapeHtml(doc.info.description ?? '')}</p>
  <p>The same description as OpenAPI 3: <a href="/openapi.json"><code>/openapi.json</code></a>.</p>
  <ul class="index">
${index.join('\n')}
  </ul>
${sections.join('\n')}`,
  );
}
