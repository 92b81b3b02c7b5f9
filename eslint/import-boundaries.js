import { fileURLToPath } from 'node:url'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'

/** The repository root: zones name paths from here, wherever ESLint runs. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url))

/**
 * One ESLint config of import boundaries for TypeScript sources (the server's
 * modules, the engine's layers): `zones` as `import-x/no-restricted-paths`
 * takes them, relative to the repository root, and no import cycle.
 */
export function importBoundaries({ files, ignores, zones }) {
  return {
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, else no-cycle never sees them.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones }],
    },
  }
}
