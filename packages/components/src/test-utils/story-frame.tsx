import type { Decorator } from '@storybook/react-vite'
import type { CSSProperties } from 'react'

/** A story decorator that pads the story (and limits its width) so components are seen as on a page. */
export function frame(style: CSSProperties = {}): Decorator {
  const Frame: Decorator = (Story) => (
    <div style={{ padding: 16, ...style }}>
      <Story />
    </div>
  )
  return Frame
}
