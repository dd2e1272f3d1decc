// The renderer is a Vite app rooted at src-renderer. `base: './'` keeps asset URLs relative so the
// same build loads from file:// in Electron and from the web-mode server (see index.html's <base>).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const rendererViteConfig = defineConfig({
  root: 'src-renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173, strictPort: false },
});

export default rendererViteConfig;
