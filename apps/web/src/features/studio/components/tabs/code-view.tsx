import { useTheme } from '@/components/theme-provider'
import { Highlight, themes } from 'prism-react-renderer'

const LANGUAGES = new Map<string, string>([
  ['ts', 'tsx'],
  ['tsx', 'tsx'],
  ['js', 'jsx'],
  ['jsx', 'jsx'],
  ['mjs', 'javascript'],
  ['json', 'json'],
  ['css', 'css'],
  ['html', 'markup'],
  ['svg', 'markup'],
  ['md', 'markdown'],
  ['yml', 'yaml'],
  ['yaml', 'yaml'],
])

export const languageOf = (path: string) =>
  LANGUAGES.get(path.split('.').pop()?.toLowerCase() ?? '') ?? 'plain'

/** Highlighted source with line numbers (Prism, bundled, no CDN). */
export function CodeView({ path, code }: { path: string; code: string }) {
  const { resolvedTheme } = useTheme()
  const theme = resolvedTheme === 'dark' ? themes.vsDark : themes.github
  return (
    <Highlight code={code} language={languageOf(path)} theme={theme}>
      {({ style, tokens, getLineProps, getTokenProps }) => (
        <pre
          aria-label={`Source of ${path}`}
          tabIndex={0}
          className="min-h-full overflow-auto p-3 font-mono text-xs leading-5 outline-none"
          style={style}
        >
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              <span
                aria-hidden
                className="mr-4 inline-block w-8 text-right opacity-40 select-none"
              >
                {i + 1}
              </span>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  )
}
