import { describe, expect, it } from 'vitest'
import { templateFiles } from './template-files.ts'

const UI = [
  'accordion',
  'alert',
  'alert-dialog',
  'aspect-ratio',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'calendar',
  'card',
  'carousel',
  'chart',
  'checkbox',
  'collapsible',
  'command',
  'context-menu',
  'dialog',
  'drawer',
  'dropdown-menu',
  'form',
  'hover-card',
  'input',
  'input-otp',
  'label',
  'menubar',
  'navigation-menu',
  'pagination',
  'popover',
  'progress',
  'radio-group',
  'resizable',
  'scroll-area',
  'select',
  'separator',
  'sheet',
  'sidebar',
  'skeleton',
  'slider',
  'sonner',
  'switch',
  'table',
  'tabs',
  'textarea',
  'toast',
  'toaster',
  'toggle',
  'toggle-group',
  'tooltip',
]

describe('templateFiles', () => {
  const files = templateFiles()

  it('holds the app shell, configs and every ui component', () => {
    for (const path of [
      'index.html',
      'src/main.tsx',
      'src/App.tsx',
      'src/index.css',
      'src/pages/Index.tsx',
      'src/pages/NotFound.tsx',
      'src/lib/utils.ts',
      'src/hooks/use-mobile.tsx',
      'src/hooks/use-toast.ts',
      'src/components/ui/use-toast.ts',
      'tailwind.config.ts',
      'postcss.config.js',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.app.json',
      'components.json',
      'package.json',
    ]) {
      expect(files[path], path).toBeTypeOf('string')
    }
    for (const name of UI) {
      expect(files[`src/components/ui/${name}.tsx`], name).toBeTypeOf('string')
    }
  })

  it('leaves out installed packages, the corpus, the replay sets and workspace-only files', () => {
    const paths = Object.keys(files)
    expect(paths.some((p) => p.startsWith('node_modules/'))).toBe(false)
    expect(paths.some((p) => p.startsWith('corpus/'))).toBe(false)
    expect(paths.some((p) => p.startsWith('replay-chains/'))).toBe(false)
    expect(paths).not.toContain('.prettierrc')
  })

  it('names the project package for the user, not the workspace', () => {
    const pkg = JSON.parse(files['package.json'] ?? '{}')
    expect(pkg.name).toBe('kiln-app')
    expect(pkg.dependencies['react-router-dom']).toMatch(/^\^6\./)
    expect(pkg.dependencies['@radix-ui/react-dialog']).toBeDefined()
  })

  it('hands out a copy callers may change', () => {
    const mine = templateFiles()
    mine['src/App.tsx'] = 'changed'
    expect(templateFiles()['src/App.tsx']).not.toBe('changed')
  })
})
