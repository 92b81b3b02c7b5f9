import type { Tool } from '@kiln/contract/mcp-servers'

/** The tools a server reported: name, description, input properties. */
export function ToolList({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Tools">
      {tools.map((tool) => {
        const properties = Object.entries(tool.input_schema?.properties ?? {})
        const required = tool.input_schema?.required ?? []
        return (
          <li key={tool.name} className="rounded-md border p-3 text-sm">
            <p className="font-mono font-medium">{tool.name}</p>
            {tool.description && (
              <p className="text-muted-foreground mt-1 wrap-anywhere">
                {tool.description}
              </p>
            )}
            {properties.length > 0 && (
              <ul className="mt-2 flex flex-col gap-1 text-xs">
                {properties.map(([name, property]) => (
                  <li key={name}>
                    <span className="font-mono">{name}</span>
                    {property.type && (
                      <span className="text-muted-foreground">
                        {' '}
                        ({property.type})
                      </span>
                    )}
                    {required.includes(name) && (
                      <span className="text-destructive"> required</span>
                    )}
                    {property.description && (
                      <span className="text-muted-foreground">
                        {' '}
                        - {property.description}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
