import { STATUS_CODES } from 'node:http'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BEARER_SCHEME } from '../../lib/require-sign-in'
import { tagFor, tags } from './openapi-tags'

/** "Not Found" rather than swagger's "Default Response". */
function describeResponses(responses: unknown) {
  const byStatus = (responses ?? {}) as Record<string, { description?: string }>
  for (const [status, schema] of Object.entries(byStatus)) {
    schema.description ??= STATUS_CODES[status] ?? status
  }
}

/** Where the reference page is served; its assets come from node_modules. */
export const DOCS_PREFIX = '/api/docs'

/**
 * The OpenAPI 3.1 document of every /api route, generated from the zod
 * schemas of @kiln/contract (JSON Schema 2020-12), at /api/openapi.json, and
 * a Swagger UI reference page at /api/docs.
 */
export const openapiPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kiln API',
          version,
          description:
            'Every error answer is `{ error: { code, message }, requestId }`. Routes marked with a lock need `Authorization: Bearer <accessToken>` from /api/auth/login or /api/auth/signup.',
        },
        tags,
        components: {
          securitySchemes: {
            [BEARER_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token of a signed-in user (ES256).',
            },
          },
        },
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input)
        // Prefixed root routes (`/api/users/`) answer without the slash too.
        const path = url.length > 1 ? url.replace(/\/$/, '') : url
        const tag = tagFor(path.replace(/:(\w+)/g, '{$1}'))
        describeResponses(schema?.response)
        return { schema: { tags: [tag], ...schema }, url: path }
      },
    })
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: {
        deepLinking: true,
        docExpansion: 'list',
        layout: 'BaseLayout',
      },
      theme: { title: 'Kiln API reference' },
    })
    app.get('/api/openapi.json', { schema: { hide: true } }, () =>
      app.swagger()
    )
  },
  { name: 'openapi', dependencies: ['auth-guard'] }
)
