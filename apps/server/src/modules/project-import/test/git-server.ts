import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Outside Dev',
  GIT_AUTHOR_EMAIL: 'dev@example.com',
  GIT_COMMITTER_NAME: 'Outside Dev',
  GIT_COMMITTER_EMAIL: 'dev@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  HOME: tmpdir(),
}

function git(args: string[], cwd?: string) {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim()
}

function authorized(request: IncomingMessage, password: string) {
  const header = request.headers.authorization ?? ''
  if (!header.startsWith('Basic ')) return false
  const decoded = Buffer.from(header.slice(6), 'base64').toString()
  return decoded.slice(decoded.indexOf(':') + 1) === password
}

/**
 * A real Git server on loopback: the `git http-backend` CGI (smart HTTP,
 * fetch and push) behind a small HTTP server. With `password`, every
 * request needs basic auth with that password (any user name, as GitHub
 * takes a token). Repositories are bare, under a temporary root.
 */
export async function startGitServer(options: { password?: string } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'kiln-git-server-'))
  const requests: { url: string; authorization?: string }[] = []
  const server = createServer((request, response) => {
    requests.push({
      url: request.url ?? '',
      ...(request.headers.authorization
        ? { authorization: request.headers.authorization }
        : {}),
    })
    if (options.password && !authorized(request, options.password)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' })
      response.end('Authentication required')
      return
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    const cgi = spawn('git', ['http-backend'], {
      env: {
        ...process.env,
        ...GIT_ENV,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        // receive-pack (push) needs an authenticated user
        REMOTE_USER: 'kiln',
        REMOTE_ADDR: '127.0.0.1',
        ...(request.headers['content-encoding']
          ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] }
          : {}),
        ...(request.headers['git-protocol']
          ? { GIT_PROTOCOL: String(request.headers['git-protocol']) }
          : {}),
      },
    })
    request.pipe(cgi.stdin)
    let head = Buffer.alloc(0)
    let headersDone = false
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        response.write(chunk)
        return
      }
      head = Buffer.concat([head, chunk])
      const end = head.indexOf('\r\n\r\n')
      if (end < 0) return
      headersDone = true
      let status = 200
      const headers: Record<string, string> = {}
      for (const line of head.subarray(0, end).toString().split('\r\n')) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim()
        const value = line.slice(colon + 1).trim()
        if (name.toLowerCase() === 'status') status = parseInt(value, 10)
        else headers[name] = value
      }
      response.writeHead(status, headers)
      response.write(head.subarray(end + 4))
    })
    cgi.stdout.on('end', () => response.end())
    cgi.on('error', () => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  const bare = (name: string) => join(root, `${name}.git`)

  return {
    origin,
    /** Requests the server saw (URLs and Authorization headers). */
    requests,
    url: (name: string) => `${origin}/${name}.git`,
    /** An empty bare repository. */
    createRepo(name: string) {
      git(['init', '--bare', '--initial-branch=main', bare(name)])
      git(['config', 'http.receivepack', 'true'], bare(name))
    },
    /**
     * Commits `files` (path -> text, null deletes) on `branch` as an outside
     * developer, on top of what the branch (or else main) holds; answers
     * the commit id.
     */
    commit(
      name: string,
      files: Record<string, string | null>,
      message = 'Outside change',
      branch = 'main'
    ) {
      const work = mkdtempSync(join(tmpdir(), 'kiln-git-work-'))
      try {
        git(['init', '--initial-branch', branch, work])
        git(['remote', 'add', 'origin', bare(name)], work)
        // a new branch starts from main
        for (const base of [branch, 'main']) {
          if (!git(['ls-remote', 'origin', `refs/heads/${base}`], work))
            continue
          git(['fetch', 'origin', base], work)
          git(['reset', '--hard', `origin/${base}`], work)
          break
        }
        for (const [path, text] of Object.entries(files)) {
          const full = join(work, path)
          if (text === null) rmSync(full, { force: true })
          else {
            mkdirSync(dirname(full), { recursive: true })
            writeFileSync(full, text)
          }
        }
        git(['add', '-A'], work)
        git(['commit', '-m', message], work)
        git(['push', 'origin', `HEAD:refs/heads/${branch}`], work)
        return git(['rev-parse', 'HEAD'], work)
      } finally {
        rmSync(work, { recursive: true, force: true })
      }
    },
    /** A file at the tip of `ref` in the bare repository, or null. */
    show(name: string, ref: string, path: string): string | null {
      try {
        return execFileSync('git', ['show', `${ref}:${path}`], {
          cwd: bare(name),
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
      } catch {
        return null
      }
    },
    /** `git log --format=...` of `ref`, one trimmed entry per commit, newest first. */
    log(name: string, ref: string, format = '%H %s'): string[] {
      const out = git(['log', '-z', `--format=${format}`, ref], bare(name))
      return out
        .split('\0')
        .map((entry) => entry.trim())
        .filter(Boolean)
    },
    /** Branch names of the repository. */
    branches(name: string): string[] {
      const out = git(
        ['for-each-ref', '--format=%(refname:short)', 'refs/heads'],
        bare(name)
      )
      return out ? out.split('\n') : []
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(root, { recursive: true, force: true })
    },
  }
}

export type GitServer = Awaited<ReturnType<typeof startGitServer>>
