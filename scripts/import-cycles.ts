/**
 * Fails when the repo's own modules import each other in a circle (run by `npm run lint`). It does
 * what ESLint's `import/no-cycle` did, in about a second instead of most of ESLint's time: that rule
 * re-reads and re-parses the import graph for every file it lints, this reads each file once.
 *
 * An edge is any import, export-from or `import()` that TypeScript resolves, with the settings of
 * the tsconfig the file belongs to (so `@shared/*` and `.js` specifiers resolve as in the build),
 * to a file of the repo. Type-only imports are not edges: they vanish from the JavaScript.
 *   tsx scripts/import-cycles.ts [root]
 */
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The projects whose files are checked, as `npm run typecheck` lists them. */
export const PROJECTS = ['functions/tsconfig.json', 'web/tsconfig.json', 'tsconfig.json']

interface Project {
  files: string[]
  options: ts.CompilerOptions
}

function readProject(configPath: string): Project {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`${configPath} could not be read`)
  return { files: parsed.fileNames, options: parsed.options }
}

/** The specifiers a file imports at run time: static and dynamic, but not `import type`. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text)
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      specifiers.push(node.moduleSpecifier.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

/** Each file of the projects and the repo files it imports at run time. */
export function importGraph(root: string, projects: readonly string[] = PROJECTS): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const config of projects) {
    const { files, options } = readProject(resolve(root, config))
    const cache = ts.createModuleResolutionCache(root, (name) => name, options)
    for (const file of files) {
      if (graph.has(file) || file.endsWith('.d.ts') || file.includes('/node_modules/')) continue
      const targets = runtimeSpecifiers(file, ts.sys.readFile(file) ?? '').flatMap((specifier) => {
        const { resolvedModule } = ts.resolveModuleName(specifier, file, options, ts.sys, cache)
        const target = resolvedModule?.resolvedFileName
        const inRepo = target && !resolvedModule.isExternalLibraryImport && !target.endsWith('.d.ts')
        return inRepo ? [target] : []
      })
      graph.set(file, targets)
    }
  }
  return graph
}

/** Every import cycle, each as the files around it (Tarjan's strongly connected components). */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const connect = (file: string): void => {
    index.set(file, next)
    lowLink.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!))
      } else if (onStack.has(target)) lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!))
    }
    if (lowLink.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    const importsItself = graph.get(file)?.includes(file) ?? false
    if (component.length > 1 || importsItself) cycles.push(component.reverse())
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return cycles
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = resolve(process.argv[2] ?? dirname(dirname(fileURLToPath(import.meta.url))))
  const cycles = findCycles(importGraph(root))
  for (const cycle of cycles)
    console.error(`Import cycle: ${[...cycle, cycle[0]!].map((file) => relative(root, file)).join(' → ')}`)
  if (cycles.length > 0) process.exit(1)
  console.log('No import cycles.')
}
