import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsDir } from '../lib/paths'

/** The migrations folder as it was up to `lastTag` (a copy with a shorter journal). */
function migrationsUpTo(lastTag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kiln-migrations-'))
  cpSync(migrationsDir, dir, { recursive: true })
  const file = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: { tag: string }[]
  }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  expect(last).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(file, JSON.stringify(journal))
  return dir
}

describe('migrations keep existing data', () => {
  const client = new PGlite()
  const db = drizzle({ client })
  const older = migrationsUpTo('0016_job_groups')
  afterAll(async () => {
    await client.close()
    rmSync(older, { recursive: true, force: true })
  })

  it('moves built files into content-addressed blobs and gives published apps a slug', async () => {
    await migrate(db, { migrationsFolder: older })
    await client.exec(`
      insert into users (id, email, cycle_anchor, current_period_start, current_period_end)
        values ('u1', 'a@example.com', now(), now(), now() + interval '1 month');
      insert into projects (id, user_id, name) values ('p1', 'u1', 'One');
      insert into build_tasks (id, project_id, user_id, prompt, build_task_version, model_id, model_label, version_number)
        values ('t1', 'p1', 'u1', 'x', '1', 'm', 'M', 1), ('t2', 'p1', 'u1', 'y', '1', 'm', 'M', 2);
      insert into published_apps (project_id, task_id, published_by) values ('p1', 't1', 'u1');
      insert into artifacts (task_id, project_id, path, content_type, body, sha256) values
        ('t1', 'p1', 'index.html', 'text/html', 'shared page'::bytea, encode(sha256('shared page'::bytea), 'hex')),
        ('t2', 'p1', 'index.html', 'text/html', 'shared page'::bytea, encode(sha256('shared page'::bytea), 'hex')),
        ('t1', 'p1', 'a.js', 'text/javascript', 'one'::bytea, null),
        ('t2', 'p1', 'a.js', 'text/javascript', 'two'::bytea, 'stale');
    `)

    await migrate(db, { migrationsFolder: migrationsDir })

    const files = await client.query<{
      task_id: string
      path: string
      body: Uint8Array
      size: number
    }>(`
      select a.task_id, a.path, b.body, b.size from artifacts a
      join artifact_blobs b on b.sha256 = a.sha256 order by a.task_id, a.path`)
    expect(
      files.rows.map((row) => [
        row.task_id,
        row.path,
        Buffer.from(row.body).toString(),
        row.size,
      ])
    ).toEqual([
      ['t1', 'a.js', 'one', 3],
      ['t1', 'index.html', 'shared page', 11],
      ['t2', 'a.js', 'two', 3],
      ['t2', 'index.html', 'shared page', 11],
    ])
    const blobs = await client.query<{ n: number }>(
      'select count(*)::int as n from artifact_blobs'
    )
    expect(blobs.rows[0]!.n).toBe(3)

    const published = await client.query<{ slug: string }>(
      'select slug from published_apps'
    )
    expect(published.rows[0]!.slug).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('the workspaces migration', () => {
  const client = new PGlite()
  const db = drizzle({ client })
  const older = migrationsUpTo('0024_artifact_encodings')
  afterAll(async () => {
    await client.close()
    rmSync(older, { recursive: true, force: true })
  })

  it('gives every user a personal workspace they own and moves their projects there', async () => {
    await migrate(db, { migrationsFolder: older })
    await client.exec(`
      insert into users (id, email, cycle_anchor, current_period_start, current_period_end) values
        ('u1', 'a@example.com', now(), now(), now() + interval '1 month'),
        ('u2', 'b@example.com', now(), now(), now() + interval '1 month'),
        ('u3', 'c@example.com', now(), now(), now() + interval '1 month');
      insert into projects (id, user_id, name) values
        ('p1', 'u1', 'One'), ('p2', 'u1', 'Two'), ('p3', 'u2', 'Three');
      insert into build_tasks (id, project_id, user_id, prompt, build_task_version, model_id, model_label, version_number)
        values ('t1', 'p1', 'u1', 'x', '1', 'm', 'M', 1), ('t3', 'p3', 'u2', 'y', '1', 'm', 'M', 1);
    `)

    await migrate(db, { migrationsFolder: migrationsDir })

    const workspaces = await client.query<{
      personal_of: string
      kind: string
      name: string
      role: string
      user_id: string
    }>(`
      select w.personal_of, w.kind, w.name, m.role, m.user_id from workspaces w
      join workspace_members m on m.workspace_id = w.id order by w.personal_of`)
    expect(
      workspaces.rows.map((row) => [
        row.personal_of,
        row.kind,
        row.name,
        row.user_id,
        row.role,
      ])
    ).toEqual([
      ['u1', 'personal', 'Personal', 'u1', 'owner'],
      ['u2', 'personal', 'Personal', 'u2', 'owner'],
      ['u3', 'personal', 'Personal', 'u3', 'owner'],
    ])
    const projects = await client.query<{
      id: string
      name: string
      owner: string
      tasks: number
    }>(`
      select p.id, p.name, w.personal_of as owner,
        (select count(*)::int from build_tasks t where t.project_id = p.id) as tasks
      from projects p join workspaces w on w.id = p.workspace_id order by p.id`)
    expect(projects.rows).toEqual([
      { id: 'p1', name: 'One', owner: 'u1', tasks: 1 },
      { id: 'p2', name: 'Two', owner: 'u1', tasks: 0 },
      { id: 'p3', name: 'Three', owner: 'u2', tasks: 1 },
    ])
    await expect(
      client.query(
        `insert into projects (id, user_id, name) values ('p4', 'u3', 'No workspace')`
      )
    ).rejects.toThrow(/workspace_id/)
  })
})

describe('the workspaces migration on a database with existing projects', () => {
  const client = new PGlite()
  const db = drizzle({ client })
  const older = migrationsUpTo('0024_artifact_encodings')
  afterAll(async () => {
    await client.close()
    rmSync(older, { recursive: true, force: true })
  })
  const kept = [
    'users',
    'projects',
    'build_tasks',
    'share_links',
    'published_apps',
    'project_env_vars',
    'knowledge',
  ]
  /** Every row of the tables above, as JSON, without the column 0025 adds. */
  async function rows() {
    const all: Record<string, unknown[]> = {}
    for (const table of kept) {
      const result = await client.query<{ row: unknown }>(
        `select to_jsonb(t) - 'workspace_id' as row from ${table} t order by 1::text`
      )
      all[table] = result.rows.map((r) => r.row)
    }
    return all
  }

  it('loses no row and puts exactly each user’s projects in their own personal workspace', async () => {
    await migrate(db, { migrationsFolder: older })
    await client.exec(`
      insert into users (id, email, cycle_anchor, current_period_start, current_period_end) values
        ('u1', 'a@example.com', now(), now(), now() + interval '1 month'),
        ('u2', 'b@example.com', now(), now(), now() + interval '1 month'),
        ('u3', 'c@example.com', now(), now(), now() + interval '1 month');
      insert into projects (id, user_id, name) values
        ('p1', 'u1', 'One'), ('p2', 'u1', 'Two'), ('p3', 'u2', 'Three');
      insert into build_tasks (id, project_id, user_id, prompt, build_task_version, model_id, model_label, version_number, status)
        values ('t1', 'p1', 'u1', 'x', '1', 'm', 'M', 1, 'COMPLETED'),
               ('t2', 'p1', 'u1', 'y', '1', 'm', 'M', 2, 'COMPLETED'),
               ('t3', 'p3', 'u2', 'z', '1', 'm', 'M', 1, 'COMPLETED');
      insert into share_links (id, token_hash, hint, project_id, task_id, created_by)
        values ('s1', 'hash-1', 'ab12', 'p1', 't2', 'u1');
      insert into published_apps (project_id, task_id, published_by, slug)
        values ('p3', 't3', 'u2', 'slug-three');
      insert into project_env_vars (project_id, name, value) values ('p2', 'VITE_A', 'a');
      insert into knowledge (key, scope, user_id, project_id, content, revision) values
        ('project:p1', 'project', 'u1', 'p1', 'Use metric units.', 2),
        ('user:u2', 'user', 'u2', null, 'Be brief.', 1);
    `)
    const before = await rows()

    await migrate(db, { migrationsFolder: migrationsDir })

    expect(await rows()).toEqual(before)
    const memberships = await client.query<{
      user_id: string
      role: string
      kind: string
      personal_of: string | null
      members: number
      projects: string[] | null
    }>(`
      select m.user_id, m.role, w.kind, w.personal_of,
        (select count(*)::int from workspace_members o where o.workspace_id = w.id) as members,
        (select array_agg(p.id order by p.id) from projects p where p.workspace_id = w.id) as projects
      from workspace_members m join workspaces w on w.id = m.workspace_id
      order by m.user_id`)
    expect(memberships.rows).toEqual([
      {
        user_id: 'u1',
        role: 'owner',
        kind: 'personal',
        personal_of: 'u1',
        members: 1,
        projects: ['p1', 'p2'],
      },
      {
        user_id: 'u2',
        role: 'owner',
        kind: 'personal',
        personal_of: 'u2',
        members: 1,
        projects: ['p3'],
      },
      {
        user_id: 'u3',
        role: 'owner',
        kind: 'personal',
        personal_of: 'u3',
        members: 1,
        projects: null,
      },
    ])
    const workspaces = await client.query<{ n: number }>(
      'select count(*)::int as n from workspaces'
    )
    expect(workspaces.rows[0]!.n).toBe(3)
  })
})
