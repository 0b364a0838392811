import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the gateway serves the API; in production it serves web/dist as well.
const gateway = 'http://127.0.0.1:8080';
const proxy = { '/api': gateway, '/healthz': gateway };

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
