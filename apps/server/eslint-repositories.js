import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import tseslint from 'typescript-eslint'

/**
 * ESLint rule `kiln/no-foreign-repository`: code outside a module imports
 * nothing that comes from one of its repositories (`*.repo.ts`), however it
 * is re-exported on the way (the public file, a file that passes it on).
 * Another module, or the composition root, calls the owner's service.
 */

const isRepository = (file) => file.endsWith('.repo.ts')
const moduleOf = (file) => /[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(file)?.[1]

function resolve(fromFile, source) {
  if (!source.startsWith('.')) return undefined
  const base = path.resolve(path.dirname(fromFile), source)
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate)
  )
}

const parsed = new Map()
function programOf(file) {
  if (!parsed.has(file)) {
    parsed.set(
      file,
      tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), {
        sourceType: 'module',
      }).ast
    )
  }
  return parsed.get(file)
}

/** The repository file the export `name` of `file` comes from, if any. */
function repositoryOrigin(file, name, seen = new Set()) {
  if (isRepository(file)) return file
  const key = `${file}#${name}`
  if (seen.has(key)) return undefined
  seen.add(key)
  const follow = (source, imported) => {
    const target = resolve(file, source)
    return target && repositoryOrigin(target, imported, seen)
  }
  const body = programOf(file).body
  const importedAs = new Map()
  for (const node of body) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') {
      continue
    }
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type') {
        importedAs.set(spec.local.name, [node.source.value, spec.imported.name])
      }
    }
  }
  for (const node of body) {
    if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      for (const spec of node.specifiers) {
        if (spec.exported.name !== name || spec.exportKind === 'type') continue
        if (node.source) return follow(node.source.value, spec.local.name)
        const imported = importedAs.get(spec.local.name)
        return imported && follow(...imported)
      }
    }
    if (node.type === 'ExportAllDeclaration' && !node.exported) {
      const found = follow(node.source.value, name)
      if (found) return found
    }
  }
  return undefined
}

const noForeignRepository = {
  meta: {
    type: 'problem',
    messages: {
      foreign:
        "'{{name}}' comes from the repository {{repository}} of module {{owner}}: a repository is used only inside its module; call the owner module's service (handed over by services.ts).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const check = (node) => {
      if (!node.source || node.importKind === 'type') return
      if (node.exportKind === 'type') return
      const target = resolve(file, node.source.value)
      const owner = target && moduleOf(target)
      if (!owner || owner === moduleOf(file)) return
      for (const spec of node.specifiers) {
        if (spec.importKind === 'type' || spec.exportKind === 'type') continue
        const name =
          spec.type === 'ImportSpecifier'
            ? spec.imported.name
            : spec.type === 'ExportSpecifier'
              ? spec.local.name
              : undefined
        const repository = name && repositoryOrigin(target, name)
        if (repository) {
          context.report({
            node: spec,
            messageId: 'foreign',
            data: { name, owner, repository: path.basename(repository) },
          })
        }
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check }
  },
}

export const repositoriesPlugin = {
  rules: { 'no-foreign-repository': noForeignRepository },
}
