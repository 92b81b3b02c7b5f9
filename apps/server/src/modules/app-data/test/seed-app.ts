import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '../../../db/database'
import {
  buildTasks,
  projects,
  shareLinks,
  users,
  workspaces,
} from '../../../db/schema'
import { hostOf, seedVersion } from '../../../test/preview-helper'
import type { PreviewTestContext } from '../../../test/preview-helper'
import { saveTaskFiles } from '../../build-tasks/task-files.repo'

/**
 * A built version of a project with these source files (their access rules
 * are what the server enforces), made the project's head.
 */
export async function seedAppVersion(
  database: DatabaseHandle,
  projectId: string,
  taskId: string,
  source: Record<string, string>
) {
  const db = database.db
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.id, projectId))
  if (!project) {
    const now = new Date()
    const [owner] = await db
      .insert(users)
      .values({
        email: `${projectId}-owner@example.com`,
        cycleAnchor: now,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      })
      .returning()
    const [workspace] = await db
      .insert(workspaces)
      .values({ name: 'Personal', kind: 'personal', personalOf: owner!.id })
      .returning()
    await db.insert(projects).values({
      id: projectId,
      userId: owner!.id,
      workspaceId: workspace!.id,
      name: projectId,
    })
  }
  const existing = await db
    .select()
    .from(buildTasks)
    .where(eq(buildTasks.projectId, projectId))
  await db.insert(buildTasks).values({
    id: taskId,
    projectId,
    userId: 'seed',
    prompt: 'seeded',
    status: 'COMPLETED',
    buildTaskVersion: 'v1',
    modelId: 'offline',
    modelLabel: 'Offline',
    versionNumber: existing.length + 1,
  })
  await db.transaction((tx) => saveTaskFiles(tx, taskId, source))
  await seedVersion(database, projectId, taskId)
  await db
    .update(projects)
    .set({ headTaskId: taskId })
    .where(eq(projects.id, projectId))
}

/** Calls on one project's preview origin, as an end user (token) or anonymously. */
export function previewClient(ctx: PreviewTestContext, projectId: string) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown } = {}
  ) =>
    ctx.preview.inject({
      method,
      url,
      headers: {
        host: hostOf(projectId),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.payload === undefined
        ? {}
        : { payload: options.payload as object }),
    })
  return {
    call,
    async signUp(email: string) {
      const res = await call('POST', '/data/auth/v1/signup', {
        payload: { email, password: 'correct horse battery' },
      })
      if (res.statusCode !== 201) throw new Error(res.body)
      return res.json().token as string
    },
    register: (name: string, fields: unknown[] = []) =>
      call('POST', '/data/registry/v1/resource/entity', {
        payload: { name, fields },
      }),
    create: (entity: string, data: object, token?: string) =>
      call('POST', '/data/store/v1/records', {
        token,
        payload: { entity, data },
      }),
    list: (entity: string, token?: string, query = '') =>
      call('GET', `/data/store/v1/all?entity=${entity}${query}`, { token }),
    get: (entity: string, id: string, token?: string) =>
      call('GET', `/data/store/v1/records/${id}?entity=${entity}`, { token }),
    update: (entity: string, id: string, data: object, token?: string) =>
      call('PUT', `/data/store/v1/records/${id}?entity=${entity}`, {
        token,
        payload: { data },
      }),
    remove: (entity: string, id: string, token?: string) =>
      call('DELETE', `/data/store/v1/records/${id}?entity=${entity}`, {
        token,
      }),
  }
}

/** An active share link of a seeded version; the Host header of its origin. */
export async function seedShareLink(
  database: DatabaseHandle,
  projectId: string,
  taskId: string
) {
  const [link] = await database.db
    .insert(shareLinks)
    .values({
      tokenHash: `seeded-${randomUUID()}`,
      hint: 'seeded',
      projectId,
      taskId,
      createdBy: 'seed',
    })
    .returning()
  return {
    host: `s-${link!.id}.localhost:3001`,
    revoke: () =>
      database.db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(eq(shareLinks.id, link!.id)),
  }
}
