import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
    react(),
  ],
  build: {
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: isSsrBuild
      ? { input: { server: 'src/server/server.ts' } }
      : { input: 'src/entry-client.tsx' },
  },
  ssr: {
    // Workspace packages ship ESM with CSS; bundle them so their CSS imports resolve at build time.
    noExternal: [/^@forecourt\//],
  },
}))
